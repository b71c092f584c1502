package org.stratagem.web.api;

/** A request of {@link SessionService} or {@link MatchService} refused, with the reason and a one-line message. */
public final class SessionException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** Why a request was refused. */
    public enum Reason {
        /** a position, move, option or record format the game or the platform refuses */
        BAD_INPUT,
        /** no session, match, game or provider of that id */
        NOT_FOUND,
        /** not now: a search runs, the game is over, its game is not installed now, or a match is not in a status for it */
        CONFLICT,
        /** the platform failed: a strategy that threw or overran */
        FAILED
    }

    private final Reason reason;

    /**
     * @param reason  why
     * @param message one line saying what
     */
    public SessionException(Reason reason, String message) {
        super(message, null, false, false);
        this.reason = reason;
    }

    /** @return why the request was refused */
    public Reason reason() {
        return reason;
    }
}
