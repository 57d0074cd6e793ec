import {
  outageReportMessages,
  outageReportTranslations,
  quickPayDialogMessages,
  quickPayDialogTranslations,
} from '@coop-portal/widgets';
import { describe, expect, it } from 'vitest';
import { defaultOutageLabels } from './outage/label';
import { defaultQuickPayLabels } from './quickPay/label';

describe('the loader’s button text, before the widget arrives, is the widget’s own title', () => {
  it('Quick Pay, in English and in Spanish (US)', async () => {
    expect(defaultQuickPayLabels['en-US']).toBe(quickPayDialogMessages.title);
    expect(defaultQuickPayLabels['es-US']).toBe(
      (await quickPayDialogTranslations['es-US']()).title,
    );
  });

  it('the outage report, in English and in Spanish (US)', async () => {
    expect(defaultOutageLabels['en-US']).toBe(outageReportMessages.heading);
    expect(defaultOutageLabels['es-US']).toBe((await outageReportTranslations['es-US']()).heading);
  });
});
