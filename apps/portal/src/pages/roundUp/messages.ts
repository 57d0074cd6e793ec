/**
 * The wording of the Operation RoundUp page (doc 3 §2.1: title Operation RoundUp). What the page
 * shows is the widget's wording.
 */
export const roundUpPageMessages = {
  title: 'Operation RoundUp',
};
