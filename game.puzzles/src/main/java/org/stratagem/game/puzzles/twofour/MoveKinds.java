package org.stratagem.game.puzzles.twofour;

/**
 * The eight kinds of TwoFour move, as (source pile kind, target pile kind) in the mover's view
 * (see {@link Pile#seenBy}), best first. The source must hold at least 2 balls more than the
 * target, which leaves exactly these pairs: 3&gt;1, 4&gt;1, 3&gt;0, 4&gt;2, 2&gt;0, 4&gt;0, with a
 * 2-ball pile either the mover's or the opponent's.
 *
 * <p>The order is by the move's immediate change in owned piles for the mover, the TwoFour
 * counterpart of ordering captures by the value of what they win: a search that tries the
 * promising moves first proves wins sooner and cuts more.
 */
final class MoveKinds {
    private static final int[][] SOURCE_AND_TARGET = {
        {Pile.THREE, Pile.ONE},    // +2: both piles become the mover's
        {Pile.FOUR, Pile.ONE},     // +1: the target becomes the mover's
        {Pile.THREE, Pile.EMPTY},  // +1: the source becomes the mover's
        {Pile.FOUR, Pile.THEIRS},  // +1: the opponent's pile becomes a 3
        {Pile.THEIRS, Pile.EMPTY}, // +1: the opponent's pile becomes a 1
        {Pile.FOUR, Pile.EMPTY},   //  0
        {Pile.FOUR, Pile.MINE},    // -1: the mover's pile becomes a 3
        {Pile.MINE, Pile.EMPTY},   // -1: the mover's pile becomes a 1
    };

    /** The number of kinds of move. */
    static final int COUNT = SOURCE_AND_TARGET.length;

    private MoveKinds() {
    }

    /**
     * @param moveKind 0..COUNT-1, best first
     * @param seat     the mover
     * @return the {@link Pile} kind the ball leaves, in player 1's numbering
     */
    static int source(int moveKind, int seat) {
        return Pile.seenBy(SOURCE_AND_TARGET[moveKind][0], seat);
    }

    /**
     * @param moveKind 0..COUNT-1, best first
     * @param seat     the mover
     * @return the {@link Pile} kind the ball goes to, in player 1's numbering
     */
    static int target(int moveKind, int seat) {
        return Pile.seenBy(SOURCE_AND_TARGET[moveKind][1], seat);
    }
}
