package org.stratagem.game.gomoku;

/**
 * What wins: a line of the mover's stones through the stone just played, counted in one of the four
 * directions.
 */
enum Rule {
    /** Five or more in a row win. */
    FREESTYLE,
    /** Exactly five in a row win; an overline (six or more) does not. */
    STANDARD;

    /**
     * @param length the stones in a row through the stone just played, in one direction
     * @return whether that line wins
     */
    boolean wins(int length) {
        return this == FREESTYLE ? length >= 5 : length == 5;
    }
}
