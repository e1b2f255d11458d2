/** Screening questions in the job form and the apply dialog, and the Insights view (issue 49). */
import { expect, type Page } from '@playwright/test';

/** A question as the employer writes it in the job form. */
export interface QuestionInput {
  prompt: string;
  kind: 'yesNo' | 'number';
  knockout?: { min?: number; expectYes?: boolean };
  unit?: string;
}

export class ScreeningPages {
  constructor(private readonly page: Page) {}

  question(n: number) {
    return this.page.getByRole('listitem', { name: `Question ${n}` });
  }

  /** Add questions to the open job form, in order. */
  async addQuestions(questions: readonly QuestionInput[]) {
    for (const [i, q] of questions.entries()) {
      await this.page.getByRole('button', { name: 'Add question' }).click();
      const item = this.question(i + 1);
      await item.getByLabel(`Question ${i + 1}`).fill(q.prompt);
      await item.getByLabel('Answer type').selectOption(q.kind);
      if (q.unit) await item.getByLabel('Unit').fill(q.unit);
      if (q.knockout?.min !== undefined) await item.getByLabel('Minimum').fill(String(q.knockout.min));
      if (q.knockout) await item.getByLabel('Knockout').check();
      if (q.knockout?.expectYes !== undefined) await item.getByLabel('The answer that meets it').selectOption(q.knockout.expectYes ? 'yes' : 'no');
    }
  }

  /** Answer the apply dialog's questions by their prompts and send it. */
  async applyWithAnswers(title: string, answers: { number?: Record<string, number>; yesNo?: Record<string, boolean> }) {
    const dialog = this.page.getByRole('dialog', { name: `Apply to ${title}` });
    await expect(dialog.getByRole('group', { name: 'Screening questions' })).toBeVisible();
    // Sent without answers first: the shared rule names what is missing, nothing is written.
    await dialog.getByRole('button', { name: 'Submit Application' }).click();
    await expect(dialog.getByRole('alert')).toContainText('Please answer:');
    for (const [prompt, value] of Object.entries(answers.number ?? {})) await dialog.getByLabel(prompt).fill(String(value));
    for (const [prompt, value] of Object.entries(answers.yesNo ?? {})) await dialog.getByLabel(prompt).selectOption(value ? 'yes' : 'no');
    await dialog.getByRole('button', { name: 'Submit Application' }).click();
    await expect(this.page.getByText('Application Submitted').first()).toBeVisible();
  }

  /** The Insights view's table behind a chart, by its caption. */
  insightsTable(caption: string) {
    return this.page.getByRole('table', { name: caption, includeHidden: true });
  }
}
