import { expect, it } from 'vitest';
import { allowConsoleError } from './console-errors';

it('lets a test that announces a console.error pass, and only for the announced message', () => {
  allowConsoleError(/^Saving failed/);
  console.error('Saving failed', new Error('boom'));
  expect(console.error).toHaveBeenCalledTimes(1);
});
