package org.stratagem.launcher.match;

import org.stratagem.engine.api.search.GameClock;
import org.stratagem.engine.api.search.SearchLimits;

/**
 * The time each player of a match has: a limit on every move, a clock for the whole game
 * ({@code MS[+INC]}: a sudden-death clock, with a Fischer increment after every move), or both. On a
 * clock a player whose time runs out loses the game.
 *
 * @param moveMillis      the limit on every move, 0 for none
 * @param clockMillis     each player's time for the whole game, 0 for no clock
 * @param incrementMillis the time added to a player's clock after each of its moves
 */
public record TimeControl(long moveMillis, long clockMillis, long incrementMillis) {

    /**
     * @throws IllegalArgumentException if neither a move limit nor a clock is set, or a figure is negative
     */
    public TimeControl {
        if (moveMillis < 0 || clockMillis < 0 || incrementMillis < 0 || moveMillis == 0 && clockMillis == 0) {
            throw new IllegalArgumentException("a time control needs a move limit or a clock");
        }
    }

    /** @return whether the players play on a clock */
    public boolean hasClock() {
        return clockMillis > 0;
    }

    /**
     * @param remainingNanos the time left on the player's clock, more than 0 (ignored without a clock)
     * @return the limits of the player's next search: on a clock, the time left in whole
     *         milliseconds, at least 1, so that the clock stays set
     */
    SearchLimits limits(long remainingNanos) {
        SearchLimits perMove = moveMillis > 0 ? SearchLimits.time(moveMillis) : SearchLimits.NONE;
        return hasClock() ? perMove.withClock(GameClock.of(Math.max(1, remainingNanos / 1_000_000), incrementMillis))
                : perMove;
    }
}
