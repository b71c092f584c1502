package org.stratagem.game.gomoku;

import java.util.Optional;
import java.util.function.BooleanSupplier;
import org.stratagem.engine.api.Game;
import org.stratagem.engine.api.GameTraits;
import org.stratagem.engine.api.MoveList;
import org.stratagem.engine.api.Position;
import org.stratagem.engine.api.search.Score;
import org.stratagem.engine.api.search.SearchLimits;
import org.stratagem.engine.api.search.SearchRequest;
import org.stratagem.engine.api.search.SearchResult;
import org.stratagem.engine.api.search.Searcher;
import org.stratagem.engine.api.search.StopSignal;

/**
 * A strategy that is one of Gomoku's threat-space searches on its own, for {@code analyze gomoku
 * POSITION --strategy ID}. A win it finds is proven (a win of 1 in its plies to the five, the
 * defender's replies included: under renju a VCF may end with a four black may not block, two plies
 * short of the five) and its line is the principal variation; otherwise it answers no
 * move, unproven. Its budget: the node limit, else {@value #DEFAULT_NODES} positions when there is no
 * time limit; it ends at the time limit (less {@value #TIME_RESERVE_PERCENT}% for the answer) or when
 * told to stop, whichever comes first. It refuses every game but Gomoku.
 */
abstract class ThreatSearcher implements Searcher {
    /** The budget without a node or time limit. */
    static final long DEFAULT_NODES = 2_000_000;
    /** The share of the time limit kept back for answering, in percent. */
    static final long TIME_RESERVE_PERCENT = 5;
    /** The refutation table of a strategy's VCF: 2^20 positions. */
    static final int REFUTED_BITS = 20;

    private final String id;

    /** @param id the strategy id */
    ThreatSearcher(String id) {
        this.id = id;
    }

    /**
     * @param position the position, left as it was
     * @param budget   the most positions the search may visit
     * @param stop     polled by the search: true ends it as the budget's end does
     * @return what the search found
     */
    abstract ThreatSpaceSearch.Result search(GomokuPosition position, long budget, BooleanSupplier stop);

    /**
     * A VCF as the strategies search one: up to {@link ThreatProver#MAX_MOVES} of the attacker's moves, a
     * table of 2^{@value #REFUTED_BITS} refuted positions made for this search.
     *
     * @param position the position, left as it was
     * @param budget   the most positions the search may visit
     * @param stop     polled by the search: true ends it as the budget's end does
     * @return what the search found
     */
    static ThreatSpaceSearch.Result searchFours(GomokuPosition position, long budget, BooleanSupplier stop) {
        return new Vcf(ThreatProver.MAX_MOVES, budget, REFUTED_BITS).search(position, budget, stop);
    }

    /**
     * @param position the position, left as it was
     * @param budget   the most positions the search may visit
     * @return what the search found
     */
    final ThreatSpaceSearch.Result search(GomokuPosition position, long budget) {
        return search(position, budget, ThreatSpaceSearch.NEVER);
    }

    @Override
    public final String id() {
        return id;
    }

    @Override
    public final boolean supports(GameTraits traits) {
        return traits.twoTeams() && traits.seats() == 2 && !traits.chance() && !traits.hiddenInformation();
    }

    @Override
    public final Optional<String> refusal(Game<?> game, SearchLimits limits) {
        return game.id().equals(GomokuGame.ID) ? Optional.empty()
                : Optional.of("it searches Gomoku's threats only, not " + game.id());
    }

    @Override
    public final <P extends Position> SearchResult search(SearchRequest<P> request) {
        long start = System.nanoTime();
        GomokuPosition position = (GomokuPosition) request.position();
        SearchLimits limits = request.limits();
        long millis = limits.deadlineMillis();
        long budget = limits.nodes() > 0 ? limits.nodes() : millis > 0 ? Long.MAX_VALUE : DEFAULT_NODES;
        long deadline = start + millis * (100 - TIME_RESERVE_PERCENT) * 10_000;
        StopSignal signal = request.stop();
        BooleanSupplier stop = millis > 0 ? () -> signal.isStopped() || System.nanoTime() - deadline > 0 : signal::isStopped;
        ThreatSpaceSearch.Result found = search(position, budget, stop);
        long elapsedMillis = (System.nanoTime() - start) / 1_000_000;
        int[] line = found.line();
        boolean won = found.verdict() == ThreatSpaceSearch.Verdict.WIN;
        int plies = won ? found.plies() : 0;
        return new SearchResult(won ? line[0] : MoveList.NONE, won ? Score.proven(1, plies) : 0, won, line, plies,
                found.nodes(), elapsedMillis, 0);
    }
}
