/**
 * The browser build asks with the page's own dialogs: a prompt for the name to save under, a
 * confirm before replacing a saved game or discarding unsaved changes. Playwright dismisses every
 * dialog nobody answers, so a test that saves answers them here.
 */
import type { Page } from 'playwright-core';

/**
 * Answers the page's prompts and confirms from a script, in order, and records every question (a
 * prompt with its suggested answer). `true` accepts (a prompt with its suggestion), `false`
 * dismisses, a string is typed into a prompt. A question with no scripted answer is dismissed.
 */
export function answerDialogs(page: Page) {
  const asked: string[] = [];
  const script: (string | boolean)[] = [];
  page.on('dialog', (dialog) => {
    asked.push(dialog.type() === 'prompt' ? `${dialog.message()} ${dialog.defaultValue()}` : dialog.message());
    const answer = script.shift();
    void (answer === undefined || answer === false ? dialog.dismiss() : dialog.accept(answer === true ? dialog.defaultValue() : answer));
  });
  return {
    asked,
    answer: (...answers: (string | boolean)[]) => void script.push(...answers),
    /** What was asked since the last call. */
    take: () => asked.splice(0),
  };
}

/** Accepts the next dialog as suggested (Save's "Save in this browser as:" with its suggested name). */
export function acceptNextDialog(page: Page): void {
  page.once('dialog', (dialog) => void dialog.accept(dialog.defaultValue()));
}
