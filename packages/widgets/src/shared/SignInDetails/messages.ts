/** The username field's hint and the check's words, shared by registration and My Profile. */
export const usernameMessages = {
  /** The username rule in words (doc 1 §5.4, doc 2 §5). */
  description:
    '6 to 60 characters: letters, numbers, spaces and . - _ @, starting and ending with a letter or number.',
  checking: 'Checking whether this username is available…',
  available: 'This username is available.',
  taken: 'This username is not available.',
};
