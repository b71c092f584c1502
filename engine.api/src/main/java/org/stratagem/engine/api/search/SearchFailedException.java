package org.stratagem.engine.api.search;

/**
 * A contained search failed: its strategy threw, overran its deadline, or went away. The platform
 * and the session that ran it carry on; the message says which strategy failed and how.
 */
public class SearchFailedException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /**
     * @param message what failed, one line
     * @param cause   the strategy's exception, or null
     */
    public SearchFailedException(String message, Throwable cause) {
        super(message, cause);
    }
}
