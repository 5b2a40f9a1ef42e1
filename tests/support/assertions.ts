import { beforeEach, expect } from 'vitest';

// Every test must check something: one that asserts nothing passes whatever the code does.
beforeEach(() => {
  expect.hasAssertions();
});
