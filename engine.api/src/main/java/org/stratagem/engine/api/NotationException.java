package org.stratagem.engine.api;

/**
 * Thrown when text in a game's notation (a position, a move, an input file) is malformed or
 * illegal. The message is one line that says what is wrong and where, fit to show a user as it
 * is; it never needs a stack trace to be understood. A message that quotes the user's text quotes
 * it through {@link #excerpt(String)}, so that a huge or multi-line input still gives one short line.
 */
public class NotationException extends IllegalArgumentException {
    /** The most characters of the user's text that a message quotes: {@value}. */
    public static final int EXCERPT_LENGTH = 40;

    private static final long serialVersionUID = 1L;

    /**
     * @param message one line saying what is wrong and where
     */
    public NotationException(String message) {
        super(message);
    }

    /**
     * The user's text as a message quotes it: its first {@value #EXCERPT_LENGTH} characters
     * followed by {@code ...} when it is longer, each control character (a line end, a tab, ...)
     * shown as {@code ?}, so that the quote stays on the message's one line.
     *
     * @param text text as the user gave it
     * @return the text, cut to a short prefix and on one line
     */
    public static String excerpt(String text) {
        boolean cut = text.codePointCount(0, text.length()) > EXCERPT_LENGTH;
        String prefix = cut ? text.substring(0, text.offsetByCodePoints(0, EXCERPT_LENGTH)) : text;
        StringBuilder quoted = new StringBuilder(prefix.length() + 3);
        prefix.codePoints().forEach(c -> quoted.appendCodePoint(isLineBreaking(c) ? '?' : c));
        return cut ? quoted.append("...").toString() : quoted.toString();
    }

    private static boolean isLineBreaking(int codePoint) {
        return Character.isISOControl(codePoint) || codePoint == '\u2028' || codePoint == '\u2029';
    }
}
