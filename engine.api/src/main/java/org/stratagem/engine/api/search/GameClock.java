package org.stratagem.engine.api.search;

/**
 * A whole-game time budget: what is left on the clock of the side to move, what each move adds back,
 * and how many moves are left before the clock is next refilled. A searcher with a clock decides
 * itself how much of it one move deserves (time management), and never takes so much that the clock
 * runs out.
 *
 * @param remainingMillis the time left on the clock, in milliseconds; more than 0 on a set clock
 * @param incrementMillis the time added after every move (Fischer increment), in milliseconds
 * @param movesToGo       the moves left to play before the next time control; 0 for the rest of the
 *                        game (sudden death)
 */
public record GameClock(long remainingMillis, long incrementMillis, int movesToGo) {

    /** No clock: the search has only its per-move limits. */
    public static final GameClock NONE = new GameClock(0, 0, 0);

    /**
     * @throws IllegalArgumentException if a field is negative, or an unset clock has an increment or
     *                                  moves to go
     */
    public GameClock {
        if (remainingMillis < 0 || incrementMillis < 0 || movesToGo < 0) {
            throw new IllegalArgumentException("a game clock must not be negative");
        }
        if (remainingMillis == 0 && (incrementMillis > 0 || movesToGo > 0)) {
            throw new IllegalArgumentException("a game clock with an increment or moves to go needs time remaining");
        }
    }

    /**
     * @param remainingMillis the time left, more than 0
     * @param incrementMillis the time added after every move
     * @return a sudden-death clock with that increment
     */
    public static GameClock of(long remainingMillis, long incrementMillis) {
        return new GameClock(remainingMillis, incrementMillis, 0);
    }

    /** @return whether this clock is set (some time remains on it) */
    public boolean isSet() {
        return remainingMillis > 0;
    }

    /**
     * The longest one move may take on this clock, a hard limit that leaves time for the rest of the
     * game: all but a reserve when this is the last move before the control, else half of what is left
     * after the reserve. The reserve (a tenth of the time left, at most 100 ms) covers what the clock
     * counts but the search does not: handing the move over, the process, the operating system.
     *
     * @return the limit in milliseconds, at least 1; 0 if the clock is not set
     */
    public long longestMoveMillis() {
        if (!isSet()) {
            return 0;
        }
        long usable = remainingMillis - Math.min(remainingMillis / 10, 100);
        return Math.max(1, movesToGo == 1 ? usable : usable / 2);
    }
}
