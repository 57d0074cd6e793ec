/** The wording of the outage page (doc 2 §2.6); the outage centre's own is the widget's. */
export const outagePageMessages = {
  title: 'Outage',
  /** The Outage feature is off for the co-op. */
  unavailable: 'Outage reporting is not available at this time.',
  /** Back to the account overview when outage reporting is not available. */
  accountOverview: 'Go to Account Overview',
};
