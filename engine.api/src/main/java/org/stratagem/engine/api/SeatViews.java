package org.stratagem.engine.api;

import java.util.List;
import java.util.Optional;
import org.osgi.annotation.versioning.ConsumerType;

/**
 * A game watched from one seat: every piece on the board as that seat can know it from what the game told it
 * since the start (its own pieces, those the rules let it see, the outcome of every move), with the ranks each
 * hidden piece may still have and how likely each is. A {@linkplain Game#capability capability} of games with
 * {@link HiddenInformation} whose hidden state is the rank of each piece (Junqi's), implemented by game
 * bundles, found through {@link #of(Game)}; the platform serves it without knowing the game's rules.
 *
 * <p>Where {@link HiddenInformation#observation} is what a seat sees of a position, this is what it knows after
 * following the whole game: every collision narrows the ranks of the pieces that met, so the view is computed
 * from the game's history, not from its position alone. Its promise: a piece's true rank is always among the
 * ranks given for it, and no rank the seat was not told or could not infer is given alone.
 *
 * @param <P> the game's position type
 */
@ConsumerType
public interface SeatViews<P extends Position> {

    /**
     * The seat's view after the moves. Pure: {@code start} is not changed, and the same arguments give an
     * equal view.
     *
     * @param start the position the game started from, as {@link Game#parsePosition} gave it
     * @param moves the moves played from there, in order, each legal where it was played ({@link Game#parseMove})
     * @param seat  the watching seat, {@code 0..seats-1}
     * @return every piece on the board after the moves, as the seat knows it
     * @throws NotationException if the seat is not one that plays in the game's variant (the message says why),
     *                           or a move is not legal where it is played
     */
    View view(P start, int[] moves, int seat);

    /**
     * @param game a game
     * @param <P>  the game's position type
     * @return the game's seat views, or empty if the game offers none (it hides nothing, or not ranks)
     */
    @SuppressWarnings("unchecked")
    static <P extends Position> Optional<SeatViews<P>> of(Game<P> game) {
        return game.capability(SeatViews.class).map(views -> (SeatViews<P>) views);
    }

    /**
     * What one seat knows of the board.
     *
     * @param seat   the watching seat
     * @param pieces every piece on the board, in the game's order of cells
     */
    record View(int seat, List<Piece> pieces) {
        /** Copies the list. */
        public View {
            pieces = List.copyOf(pieces);
        }
    }

    /**
     * One piece as the seat knows it.
     *
     * @param cell  its cell, in the game's notation (Junqi's {@code x,y})
     * @param owner the seat it belongs to (always known)
     * @param seen  whether the seat was shown its rank (its own pieces, those the rules let it see, a rank the
     *              game made public), rather than inferring it
     * @param ranks the ranks it may have, each with its probability, most likely first (the game's order of
     *              ranks among equals); one rank of probability 1 where the rank is seen or inferred for sure
     */
    record Piece(String cell, int owner, boolean seen, List<Chance> ranks) {
        /**
         * @throws IllegalArgumentException if no rank is given, or a seen piece has more than one
         */
        public Piece {
            ranks = List.copyOf(ranks);
            if (ranks.isEmpty() || seen && ranks.size() != 1) {
                throw new IllegalArgumentException("piece on " + cell + ": " + ranks.size() + " ranks"
                        + (seen ? ", seen" : ""));
            }
        }
    }

    /**
     * A rank a piece may have.
     *
     * @param rank        the rank, in the game's notation (Junqi's lineup tokens {@code 40..33 E B M F})
     * @param probability how likely it is, in (0, 1]; a piece's chances sum to 1
     */
    record Chance(String rank, double probability) {
    }
}
