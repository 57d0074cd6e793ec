/** The wording of the account overview page (doc 2 §2.1); the overview's own is the widget's. */
export const overviewPageMessages = {
  title: 'Account Overview',
};
