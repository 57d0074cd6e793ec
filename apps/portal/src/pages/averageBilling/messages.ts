/**
 * The wording of the Average Billing page (doc 3 §2.1: title Average Billing). What the page shows
 * is the widget's wording.
 */
export const averageBillingPageMessages = {
  title: 'Average Billing',
};
