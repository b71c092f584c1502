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
 * POSITION --strategy ID}. A win it finds is proven (a win of 1 in the plies of its line, the
 * defender's replies included) and its line is the principal variation; otherwise it answers no
 * move, unproven. Its budget: the node limit, else {@value #DEFAULT_NODES} positions when there is no
 * time limit; it ends at the time limit (less {@value #TIME_RESERVE_PERCENT}% for the answer) or when
 * told to stop, whichever comes first. It refuses every game but Gomoku.
 */
abstract class ThreatSearcher implements Searcher {
    /** The budget without a node or time limit. */
    static final long DEFAULT_NODES = 2_000_000;
    /** The share of the time limit kept back for answering, in percent. */
    static final long TIME_RESERVE_PERCENT = 5;

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
        return new SearchResult(won ? line[0] : MoveList.NONE, won ? Score.proven(1, line.length) : 0, won, line,
                line.length, found.nodes(), elapsedMillis, 0);
    }
}
