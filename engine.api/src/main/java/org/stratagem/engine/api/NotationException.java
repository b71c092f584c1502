package org.stratagem.engine.api;

/**
 * Thrown when text in a game's notation (a position, a move, an input file) is malformed or
 * illegal. The message is one line that says what is wrong and where, fit to show a user as it
 * is; it never needs a stack trace to be understood.
 */
public class NotationException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    /**
     * @param message one line saying what is wrong and where
     */
    public NotationException(String message) {
        super(message);
    }
}
