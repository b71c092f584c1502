package org.stratagem.engine.api.search;

import java.util.Optional;
import java.util.function.BooleanSupplier;
import org.osgi.annotation.versioning.ConsumerType;
import org.stratagem.engine.api.Game;
import org.stratagem.engine.api.Position;

/**
 * A game's narrow solver that a main search probes at its nodes, as chess engines probe endgame
 * tablebases: a threat-space search in Gomoku (a win by continuous fours), a mate search in another
 * game. A {@linkplain Game#capability capability} of the game, found through {@link #of(Game)}.
 *
 * <p>A probe answers only "the team to move wins, by this line" or "not proven": it may miss wins (its
 * search is narrow and budgeted) but never claims a win that is not one. The win it proves may be
 * longer than the shortest one; its value must be the position's game-theoretic value (in a game whose
 * wins are all worth the same, such as Gomoku's 1, any proof gives it).
 *
 * @param <P> the game's position type
 */
@ConsumerType
public interface TacticalOracle<P extends Position> {

    /**
     * @return a prover for one search thread: it may keep tables between probes and is not thread-safe
     */
    Prover<P> newProver();

    /**
     * The probes of one search thread.
     *
     * @param <P> the game's position type
     */
    @ConsumerType
    interface Prover<P extends Position> {
        /**
         * Looks for a forced win of the team to move, within a budget. The position is left as it was.
         *
         * @param position   a position that is not terminal, at a decision node
         * @param nodeBudget the most positions the probe may visit
         * @return the plies of the win found, from this position to the end of the game (the winner's
         *         moves and the replies), at least 1; 0 if no win was proven within the budget
         */
        int probe(P position, long nodeBudget);

        /**
         * Looks for a forced win as {@link #probe(Position, long)} does, and ends early when told to: the
         * condition is polled while the probe runs, often enough that the probe ends within a millisecond
         * or so of its turning true, and a probe so ended claims no win it had not proven. A timed search
         * probes this way, so that a probe slower than the last cannot run past the search's time. The
         * default ignores the condition: a game whose probes are always short may leave it so.
         *
         * @param position   a position that is not terminal, at a decision node
         * @param nodeBudget the most positions the probe may visit
         * @param stop       polled by the probe: true ends it as the end of its budget does
         * @return the plies of the win found, as for {@link #probe(Position, long)}; 0 if none was proven
         */
        default int probe(P position, long nodeBudget, BooleanSupplier stop) {
            return probe(position, nodeBudget);
        }

        /**
         * @return the win the last probe found: the winner's moves and the replies to the end of the game,
         *         as many as its plies; the first is the move to play
         */
        int[] line();

        /** @return the value of that win in game units for the team to move, positive */
        int value();

        /** @return the positions the last probe visited */
        long nodes();
    }

    /**
     * @param game a game
     * @param <P>  the game's position type
     * @return the game's tactical oracle, or empty if it offers none
     */
    @SuppressWarnings("unchecked")
    static <P extends Position> Optional<TacticalOracle<P>> of(Game<P> game) {
        return game.capability(TacticalOracle.class).map(oracle -> (TacticalOracle<P>) oracle);
    }
}
