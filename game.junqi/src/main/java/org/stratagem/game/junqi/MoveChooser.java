package org.stratagem.game.junqi;

/**
 * How a jbrain brain ({@link JunqiBrain}) chooses its moves, from what its seat observed and nothing more.
 * The brain keeps the {@link SeatView} and calls {@link #warmUp} at every {@code START}, then, for each game:
 * {@link #begin} once, then in the order of
 * the protocol's lines {@link #observe} for every move of any seat, {@link #eliminated} for every seat put
 * out, and {@link #choose} at every {@code GO}. A chooser that keeps beliefs about the hidden ranks (the
 * ranks still possible for each enemy piece, updated from every collision) feeds them from
 * {@link #observe}, which comes before the view applies the move, so that the pieces that met are still on
 * their cells; a search plugs in through {@link #choose}, which must answer before the deadline.
 *
 * <p>Implementations: {@link ThinkerChooser} (the brain's default), {@link GreedyChooser}, {@link RandomChooser}.
 */
interface MoveChooser {

    /**
     * The brain was told its seat ({@code START}), before any time control applies: a chooser that searches
     * may run a short search here, so that its first move does not pay for loading and compiling its code.
     *
     * @param variant the rules announced so far
     * @param seat    the brain's seat
     */
    default void warmUp(Variant variant, int seat) {
    }

    /**
     * A game begins.
     *
     * @param view the seat's view at the start: every piece on its deployed cell
     */
    default void begin(SeatView view) {
    }

    /**
     * A move every seat saw, its own included.
     *
     * @param view        the view before the move
     * @param observation the move
     */
    default void observe(SeatView view, Observation observation) {
    }

    /**
     * A seat leaves the game.
     *
     * @param view the view before its pieces leave the board
     * @param seat the seat
     */
    default void eliminated(SeatView view, int seat) {
    }

    /**
     * Chooses the seat's move.
     *
     * @param view     the seat's view, the seat to move, with at least one legal move
     * @param deadline the {@link System#nanoTime()} by which to return
     * @return one of {@link SeatView#legalMoves}
     */
    int choose(SeatView view, long deadline);
}
