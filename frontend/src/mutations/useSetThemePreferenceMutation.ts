import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useSetThemePreferenceMutation as Mutation } from '../__generated__/useSetThemePreferenceMutation.graphql';
import { toServerTheme, type ThemeChoice } from '../lib/theme';
import { commitAsync } from './commitAsync';

// Keeps the viewer's theme on the server (the device keeps its own copy first: lib/theme.ts).
// The answer carries the viewer's theme, which the shell's fragment reads.
const mutation = graphql`
  mutation useSetThemePreferenceMutation($input: SetThemePreferenceInput!) {
    setThemePreference(input: $input) {
      viewer {
        theme
      }
    }
  }
`;

export function useSetThemePreferenceMutation() {
  const [commit, isInFlight] = useMutation<Mutation>(mutation);
  const run = useCallback(
    (choice: ThemeChoice) => commitAsync(commit, { variables: { input: { theme: toServerTheme(choice) } } }),
    [commit],
  );
  return [run, isInFlight] as const;
}
