package org.stratagem.game.gomoku;

import java.util.Locale;
import org.stratagem.engine.api.NotationException;

/**
 * What wins: a line of the mover's stones through the stone just played, counted in one of the four
 * directions, and which points black may not play.
 *
 * <ul>
 * <li>{@link #FREESTYLE}: five or more in a row win.</li>
 * <li>{@link #STANDARD}: exactly five win; an overline (six or more) does not.</li>
 * <li>{@link #RENJU}, by the rules of the Renju International Federation (RIF, 1996 with the 1998
 * correction, renju.net/study/rifrules.php): black wins by exactly five, white by five or more; black
 * may not play an overline, a double four or a double three ({@link Forbidden}). The engine's
 * convention, as renju programs have it: a forbidden point is not a legal move for black (where the
 * RIF rules let black play it and lose), and a move that makes exactly five wins even if it makes a
 * forbidden shape along another line. The RIF opening rules (the first moves' places, swaps) are not
 * the game's: a position may start anywhere.</li>
 * <li>{@link #CARO}, Gomocup's rule bit 8 (the Piskvork protocol names it, not its terms; the
 * Vietnamese game caro has them): five or more in a row win unless the points just beyond both ends
 * of the line hold the opponent's stones. The board's edge blocks nothing.</li>
 * </ul>
 */
enum Rule {
    /** Five or more in a row win. */
    FREESTYLE,
    /** Exactly five in a row win; an overline (six or more) does not. */
    STANDARD,
    /** Black: exactly five, and no overline, double four nor double three; white: five or more. */
    RENJU,
    /** Five or more in a row win unless the opponent's stones block both ends. */
    CARO;

    /**
     * @param name a rule's name on the command line: {@code freestyle}, {@code standard}, {@code renju} or {@code caro}
     * @return the rule
     * @throws NotationException if it names no rule this game plays
     */
    static Rule named(String name) {
        for (Rule rule : values()) {
            if (rule.name().equalsIgnoreCase(name)) {
                return rule;
            }
        }
        throw new NotationException("--rule '" + NotationException.excerpt(name)
                + "' is not freestyle, standard, renju or caro");
    }

    /** @return the rule's name on the command line */
    String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    /**
     * @param colour        0 for black, 1 for white: the colour of the line
     * @param length        the stones in a row through the stone just played, in one direction
     * @param blockedTwice  whether the points just beyond both ends of that row hold the opponent's stones
     * @return whether that line wins
     */
    boolean wins(int colour, int length, boolean blockedTwice) {
        return switch (this) {
            case FREESTYLE -> length >= 5;
            case STANDARD -> length == 5;
            case RENJU -> colour == 0 ? length == 5 : length >= 5;
            case CARO -> length >= 5 && !blockedTwice;
        };
    }

    /** @return whether black's forbidden points (overline, double four, double three) apply */
    boolean forbidsShapes() {
        return this == RENJU;
    }
}
