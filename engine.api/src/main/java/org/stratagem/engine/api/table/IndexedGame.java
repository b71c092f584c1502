package org.stratagem.engine.api.table;

import java.util.Optional;
import org.osgi.annotation.versioning.ConsumerType;
import org.stratagem.engine.api.Game;
import org.stratagem.engine.api.Position;

/**
 * A game whose states can be numbered: it offers an {@link IndexedStateSpace}, so that a
 * {@link TableSolver} can solve the whole game or puzzle in tables, as endgame tablebases are made.
 * A {@linkplain Game#capability capability} implemented by game bundles, found through
 * {@link #stateSpaceOf(Game)}.
 *
 * @param <P> the game's position type
 */
@ConsumerType
public interface IndexedGame<P extends Position> {

    /**
     * @return the game's indexed state space: a bijection between its states and 0..size-1; the
     *         same object every time it is asked
     */
    IndexedStateSpace<P> stateSpace();

    /**
     * @param game a game
     * @param <P>  the game's position type
     * @return the game's indexed state space, or empty if it has none
     */
    @SuppressWarnings("unchecked")
    static <P extends Position> Optional<IndexedStateSpace<P>> stateSpaceOf(Game<P> game) {
        return game.capability(IndexedGame.class).map(indexed -> ((IndexedGame<P>) indexed).stateSpace());
    }
}
