package org.stratagem.game.gomoku;

import org.stratagem.engine.api.NotationException;

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
     * @param name a rule's name on the command line: {@code freestyle} or {@code standard}
     * @return the rule
     * @throws NotationException if it names no rule this game plays
     */
    static Rule named(String name) {
        for (Rule rule : values()) {
            if (rule.name().equalsIgnoreCase(name)) {
                return rule;
            }
        }
        throw new NotationException("--rule '" + NotationException.excerpt(name) + "' is not freestyle or standard"
                + (name.equalsIgnoreCase("renju") ? " (renju is not played yet)" : ""));
    }

    /**
     * @param length the stones in a row through the stone just played, in one direction
     * @return whether that line wins
     */
    boolean wins(int length) {
        return this == FREESTYLE ? length >= 5 : length == 5;
    }
}
