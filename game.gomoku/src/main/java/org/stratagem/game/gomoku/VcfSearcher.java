package org.stratagem.game.gomoku;

import java.util.Optional;
import org.osgi.service.component.annotations.Component;
import org.stratagem.engine.api.Game;
import org.stratagem.engine.api.GameTraits;
import org.stratagem.engine.api.MoveList;
import org.stratagem.engine.api.Position;
import org.stratagem.engine.api.search.Score;
import org.stratagem.engine.api.search.SearchLimits;
import org.stratagem.engine.api.search.SearchRequest;
import org.stratagem.engine.api.search.SearchResult;
import org.stratagem.engine.api.search.Searcher;
import org.stratagem.engine.api.search.StrategyId;

/**
 * The strategy {@code vcf}: Gomoku's search for a victory by continuous fours ({@link Vcf}) on its own,
 * for {@code analyze gomoku POSITION --strategy vcf}. A win it finds is proven (a win of 1 in the plies
 * of its line, the defender's forced blocks included) and its line is the principal variation; otherwise
 * it answers no move, unproven. Its budget: the node limit, else {@value #NODES_PER_MILLI} positions a
 * millisecond of the time limit, else {@value #DEFAULT_NODES}. Ranked last, so that it is used only
 * when asked for; it refuses every game but Gomoku.
 */
@Component(service = Searcher.class, property = "service.ranking:Integer=-100")
@StrategyId(VcfSearcher.ID)
public final class VcfSearcher implements Searcher {
    /** The strategy id. */
    public static final String ID = "vcf";
    /** The budget without a node or time limit. */
    static final long DEFAULT_NODES = 2_000_000;
    /** The positions a millisecond of a time limit allows (about a millisecond's work). */
    static final long NODES_PER_MILLI = 500;
    private static final int REFUTED_BITS = 20;

    @Override
    public String id() {
        return ID;
    }

    @Override
    public boolean supports(GameTraits traits) {
        return traits.twoTeams() && traits.seats() == 2 && !traits.chance() && !traits.hiddenInformation();
    }

    @Override
    public Optional<String> refusal(Game<?> game, SearchLimits limits) {
        return game.id().equals(GomokuGame.ID) ? Optional.empty()
                : Optional.of("it searches Gomoku's fours only, not " + game.id());
    }

    @Override
    public <P extends Position> SearchResult search(SearchRequest<P> request) {
        long start = System.nanoTime();
        GomokuPosition position = (GomokuPosition) request.position();
        SearchLimits limits = request.limits();
        long budget = limits.nodes() > 0 ? limits.nodes()
                : limits.deadlineMillis() > 0 ? limits.deadlineMillis() * NODES_PER_MILLI : DEFAULT_NODES;
        Vcf.Result found = new Vcf(VcfProver.MAX_MOVES, budget, REFUTED_BITS).search(position);
        long millis = (System.nanoTime() - start) / 1_000_000;
        int[] line = found.line();
        boolean won = found.verdict() == Vcf.Verdict.WIN;
        return new SearchResult(won ? line[0] : MoveList.NONE, won ? Score.proven(1, line.length) : 0, won, line,
                line.length, found.nodes(), millis, 0);
    }
}
