import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { TextField } from '../Field';
import { useZodForm } from '../useZodForm';

const schema = z.object({ name: z.string().trim().min(1, 'Name is required') });

function Form({ onValid }: { onValid: (v: { name: string }) => void }) {
  const { register, handleSubmit, formState } = useZodForm(schema, { name: '' });
  return (
    <form noValidate onSubmit={handleSubmit(onValid)}>
      <TextField label="Name" hint="As your friends know you." error={formState.errors.name?.message} {...register('name')} />
      <button type="submit">Save</button>
    </form>
  );
}

describe('TextField with useZodForm', () => {
  it('labels the input, shows the error on submit and ties error and hint to the input', async () => {
    const onValid = vi.fn();
    const user = userEvent.setup();
    render(<Form onValid={onValid} />);
    const input = screen.getByLabelText('Name');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('As your friends know you.');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Name is required');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('As your friends know you. Name is required');
    expect(onValid).not.toHaveBeenCalled();

    // After the first submit the error follows each change; the handler gets the schema's output.
    await user.type(input, '  Ada ');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onValid).toHaveBeenCalledWith({ name: 'Ada' }, expect.anything());
  });
});
