package org.stratagem.engine.api;

import org.osgi.annotation.versioning.ConsumerType;

/**
 * The moves a search should consider in a position, best first: all legal moves in a good order,
 * only moves near stones, only threats, one representative of equivalent moves, ... Registered
 * with {@link ServiceProperties#GAME_ID} and {@link ServiceProperties#MOVEGEN_ID}.
 *
 * <p>Every generated move is legal. A generator that omits moves makes the search selective;
 * it must still generate at least one move in every non-terminal position. At a chance node it
 * lists every outcome with its probability, as {@link Position#legalMoves(MoveList)} does.
 * Implementations are stateless or thread-safe: parallel searches share one generator.
 *
 * @param <P> the game's position type
 */
@ConsumerType
public interface MoveGenerator<P extends Position> {

    /**
     * @param position the position, unchanged on return
     * @param out      cleared and filled with the moves, best first
     */
    void generate(P position, MoveList out);

    /**
     * The generator that lists the legal moves in the game's natural order.
     *
     * @param <P> the game's position type
     * @return the generator
     */
    static <P extends Position> MoveGenerator<P> legal() {
        return Position::legalMoves;
    }
}
