/** The wording of the Application for Service pages (doc 1 §2.3, doc 3 §2.1 titles). */
export const serviceApplicationPageMessages = {
  choiceTitle: 'New Service',
  applicationTitle: 'Application For Service',
};
