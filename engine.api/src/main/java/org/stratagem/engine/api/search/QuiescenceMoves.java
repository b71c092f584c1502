package org.stratagem.engine.api.search;

import java.util.Optional;
import org.osgi.annotation.versioning.ConsumerType;
import org.stratagem.engine.api.Game;
import org.stratagem.engine.api.MoveList;
import org.stratagem.engine.api.Position;

/**
 * The moves a search follows past its horizon, so that it does not judge a position in the middle of
 * a tactical exchange: the captures of chess, the fours of Gomoku. A {@linkplain Game#capability
 * capability} of the game, found through {@link #of(Game)}.
 *
 * <p>At a position past its horizon, a search that uses it plays these moves only, and may "stand
 * pat" on the evaluator's score instead of moving, unless the game says the side to move must move:
 * a king in check, a five to block in Gomoku, where the static score misjudges the position. The
 * moves must be legal and few (a quiescence search visits every one at every node past the horizon);
 * the search bounds how far past the horizon it goes, and tells the game how far past it a position is
 * ({@link #horizonMoves(Position, MoveList, int)}), so that a game may follow slower threats at the horizon
 * itself than past it.
 *
 * @param <P> the game's position type
 */
@ConsumerType
public interface QuiescenceMoves<P extends Position> {

    /**
     * @param position a position that is not terminal, at a decision node
     * @param out      cleared, then filled with the moves to search past the horizon, best first
     * @return whether the side to move must play one of them (no standing pat); then {@code out} holds at
     *         least one move
     */
    boolean horizonMoves(P position, MoveList out);

    /**
     * The moves at a given distance past the horizon; by default the same at every distance,
     * {@link #horizonMoves(Position, MoveList)}'s.
     *
     * @param position  a position that is not terminal, at a decision node
     * @param out       cleared, then filled with the moves to search, best first
     * @param pliesPast how far past the horizon the position is: 0 at the horizon, 1 a ply past it, and so on
     * @return whether the side to move must play one of them (no standing pat); then {@code out} holds at
     *         least one move
     */
    default boolean horizonMoves(P position, MoveList out, int pliesPast) {
        return horizonMoves(position, out);
    }

    /**
     * @param game a game
     * @param <P>  the game's position type
     * @return the game's quiescence moves, or empty if it offers none
     */
    @SuppressWarnings("unchecked")
    static <P extends Position> Optional<QuiescenceMoves<P>> of(Game<P> game) {
        return game.capability(QuiescenceMoves.class).map(moves -> (QuiescenceMoves<P>) moves);
    }
}
