import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useSetThemePreferenceMutation as Mutation } from '../__generated__/useSetThemePreferenceMutation.graphql';
import { toServerTheme, type ThemeChoice } from '../lib/theme';
import { commitAsync } from './commitAsync';

// Keeps the viewer's theme on the server (the device keeps its own copy first: lib/theme.ts).
// Viewer has no id, so the answer's viewer is a record of its own: the updater writes the theme
// on the root's viewer, which the shell reads (AppShell, useServerTheme) and the offline store
// saves. Without it the saved store keeps the old theme and the next start would adopt it.
const mutation = graphql`
  mutation useSetThemePreferenceMutation($input: SetThemePreferenceInput!) {
    setThemePreference(input: $input) {
      viewer {
        theme
        themeChangedAt
      }
    }
  }
`;

/** Sends the choice; resolves with the server's themeChangedAt of it. */
export function useSetThemePreferenceMutation() {
  const [commit, isInFlight] = useMutation<Mutation>(mutation);
  const run = useCallback(
    (choice: ThemeChoice) =>
      commitAsync(commit, {
        variables: { input: { theme: toServerTheme(choice) } },
        updater: (store) => {
          const answer = store.getRootField('setThemePreference')?.getLinkedRecord('viewer');
          const viewer = store.getRoot().getLinkedRecord('viewer');
          if (!answer || !viewer) return;
          viewer.setValue(answer.getValue('theme'), 'theme');
          viewer.setValue(answer.getValue('themeChangedAt'), 'themeChangedAt');
        },
      }).then((r) => r.setThemePreference.viewer.themeChangedAt ?? null),
    [commit],
  );
  return [run, isInFlight] as const;
}
