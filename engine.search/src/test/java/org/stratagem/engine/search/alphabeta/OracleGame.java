package org.stratagem.engine.search.alphabeta;

import java.util.Optional;
import org.stratagem.engine.api.Game;
import org.stratagem.engine.api.Position;
import org.stratagem.engine.api.search.QuiescenceMoves;
import org.stratagem.engine.api.search.Score;
import org.stratagem.engine.api.search.SearchLimits;
import org.stratagem.engine.api.search.SearchRequest;
import org.stratagem.engine.api.search.SearchResult;
import org.stratagem.engine.api.search.TacticalOracle;
import org.stratagem.engine.search.minimax.MinimaxSearcher;
import org.stratagem.testkit.ForwardingGame;

/**
 * A game with a tactical oracle added, for alpha-beta to probe: the oracle is plain minimax to the
 * end of the game, within the probe's node budget, and reports the wins it proves (their value exact,
 * their distance the length of minimax's variation). Everything else is the wrapped game's. A deep
 * oracle proves nothing with less than a given budget and, with that much, searches to the end
 * whatever it costs (counting at most its budget): an oracle whose wins the probes of the search's
 * nodes never see, and the larger probes at the root always do. It counts the probes of the search's
 * nodes (those with their budget, {@link AlphaBeta#ORACLE_NODES}), and may also name moves past the horizon:
 * none, so that a search stands pat where it would have evaluated.
 *
 * @param <P> the position type
 */
final class OracleGame<P extends Position> extends ForwardingGame<P> implements TacticalOracle<P> {
    /** The least budget with which a probe proves anything, 0 for every budget; then minimax to the end. */
    private final long leastBudget;
    /** Whether the game names moves past the horizon (none). */
    private final boolean quiescence;
    private long nodeProbes;

    /** @param inner the game whose oracle is minimax within each probe's budget */
    OracleGame(Game<P> inner) {
        this(inner, 0, false);
    }

    /**
     * @param inner       the game
     * @param leastBudget the least budget with which a probe proves anything, and searches to the end
     */
    OracleGame(Game<P> inner, long leastBudget) {
        this(inner, leastBudget, false);
    }

    /**
     * @param inner       the game
     * @param leastBudget the least budget with which a probe proves anything, and searches to the end
     * @param quiescence  whether the game names moves past the horizon ({@link QuiescenceMoves}): none
     */
    OracleGame(Game<P> inner, long leastBudget, boolean quiescence) {
        super(inner);
        this.leastBudget = leastBudget;
        this.quiescence = quiescence;
    }

    /** @return how many probes had the budget of the search's nodes, {@link AlphaBeta#ORACLE_NODES} */
    long nodeProbes() {
        return nodeProbes;
    }

    @Override
    public Prover<P> newProver() {
        return new Prover<>() {
            private SearchResult last;
            private long nodes;

            @Override
            public int probe(P position, long nodeBudget) {
                nodeProbes += nodeBudget == AlphaBeta.ORACLE_NODES ? 1 : 0;
                if (nodeBudget < leastBudget) {
                    last = null;
                    nodes = 0;
                    return 0;
                }
                @SuppressWarnings("unchecked")
                P copy = (P) position.copy();
                last = new MinimaxSearcher().search(SearchRequest.of(inner, copy,
                        new SearchLimits(0, leastBudget > 0 ? 0 : nodeBudget, 0, 0, 1)));
                nodes = Math.min(last.nodes(), nodeBudget);
                return last.proven() && last.score() > 0 ? last.pv().length : 0;
            }

            @Override
            public int[] line() {
                return last.pv();
            }

            @Override
            public int value() {
                return Score.gameValue(last.score());
            }

            @Override
            public long nodes() {
                return nodes;
            }
        };
    }

    @Override
    public <T> Optional<T> capability(Class<T> type) {
        if (type == QuiescenceMoves.class && quiescence) {
            QuiescenceMoves<P> none = (position, out) -> {
                out.clear();
                return false;
            };
            return Optional.of(type.cast(none));
        }
        return type == TacticalOracle.class ? Optional.of(type.cast(this)) : inner.capability(type);
    }

    @Override
    public String name() {
        return inner.name() + " with an oracle";
    }
}
