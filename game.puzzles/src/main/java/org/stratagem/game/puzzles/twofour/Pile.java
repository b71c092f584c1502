package org.stratagem.game.puzzles.twofour;

import org.stratagem.engine.api.NotationException;

/**
 * The six kinds of TwoFour pile, each a small int: {@link #EMPTY}, {@link #ONE}, a 2-ball pile
 * owned by player 1 ({@link #TWO_FIRST}) or by player 2 ({@link #TWO_SECOND}), {@link #THREE},
 * {@link #FOUR}. A pile's kind is its whole state: a 2-ball pile always has an owner, because a
 * pile only comes to hold 2 balls by a move (its mover owns it) or by the initial deal.
 *
 * <p>Kinds are numbered as player 1 sees them; {@link #seenBy} renumbers them for a seat, so that
 * in a seat's view kind 2 is "mine" and kind 3 is "theirs". That view is what the canonical key and
 * the move ordering work in.
 */
final class Pile {
    /** No ball. */
    static final int EMPTY = 0;
    /** One ball. */
    static final int ONE = 1;
    /** Two balls, owned by player 1 (seat 0). */
    static final int TWO_FIRST = 2;
    /** Two balls, owned by player 2 (seat 1). */
    static final int TWO_SECOND = 3;
    /** Three balls. */
    static final int THREE = 4;
    /** Four balls. */
    static final int FOUR = 5;
    /** The number of kinds. */
    static final int KINDS = 6;

    /** In a seat's view (see {@link #seenBy}): a 2-ball pile the seat owns. */
    static final int MINE = TWO_FIRST;
    /** In a seat's view (see {@link #seenBy}): a 2-ball pile the other seat owns. */
    static final int THEIRS = TWO_SECOND;

    private static final int[] BALLS = {0, 1, 2, 2, 3, 4};
    private static final int[] OF_BALLS = {EMPTY, ONE, -1, THREE, FOUR};
    private static final String[] NOTATION = {"0", "1", "2a", "2b", "3", "4"};

    private Pile() {
    }

    /**
     * @param kind a kind
     * @return the balls a pile of that kind holds
     */
    static int balls(int kind) {
        return BALLS[kind];
    }

    /**
     * @param balls 0..4
     * @param owner the seat that owns the pile if it holds 2 balls
     * @return the kind
     */
    static int of(int balls, int owner) {
        return balls == 2 ? TWO_FIRST + owner : OF_BALLS[balls];
    }

    /**
     * The kind as a seat sees it: the same kind for player 1 (seat 0); for player 2 the owners of
     * 2-ball piles swap, so {@link #MINE} is always the seat's own pile. The view of a view is the
     * original kind.
     *
     * @param kind a kind
     * @param seat 0 or 1
     * @return the kind in that seat's view
     */
    static int seenBy(int kind, int seat) {
        return seat == 1 && balls(kind) == 2 ? kind ^ 1 : kind;
    }

    /**
     * @param kind a kind
     * @return its position notation: {@code 0}, {@code 1}, {@code 2a}, {@code 2b}, {@code 3} or {@code 4}
     */
    static String notation(int kind) {
        return NOTATION[kind];
    }

    /**
     * The error for a pile size outside 0..4, worded alike wherever piles are read.
     *
     * @param pile the pile's number, from 1
     * @param text the pile size as written
     * @return the exception to throw
     */
    static NotationException notABallCount(int pile, String text) {
        return new NotationException("pile " + pile + ": '" + NotationException.excerpt(text) + "' is not 0..4");
    }

    /**
     * @param text a pile in position notation
     * @return its kind, or -1 if the text is not one of the six pile notations
     */
    static int parse(String text) {
        for (int kind = 0; kind < KINDS; kind++) {
            if (NOTATION[kind].equals(text)) {
                return kind;
            }
        }
        return -1;
    }
}
