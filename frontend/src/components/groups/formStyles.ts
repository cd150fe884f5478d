// The look of text inputs in the group and notes forms (the same as the sign-in dialog's).
export const inputClass =
  'mt-1 block w-full rounded-md border border-slate-600 bg-slate-950 px-3 py-2 text-slate-100 ' +
  'placeholder:text-slate-500 focus-visible:border-violet-400 focus-visible:ring-2 focus-visible:ring-violet-400 ' +
  'focus-visible:outline-none aria-[invalid=true]:border-red-500';

export const labelClass = 'text-sm font-medium text-slate-200';
export const errorClass = 'mt-1 text-sm text-red-400';
