package org.stratagem.benchmarks;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.stratagem.engine.api.search.SearchLimits;
import org.stratagem.engine.api.search.SearchRequest;
import org.stratagem.engine.api.search.SearchResult;
import org.stratagem.engine.search.alphabeta.AlphaBetaSearcher;
import org.stratagem.game.gomoku.GomokuGame;
import org.stratagem.game.gomoku.PatternEvaluator;
import org.stratagem.game.gomoku.ThreatMoves;

/**
 * Time to depth on Gomoku middle games: alpha-beta as {@code analyze gomoku} runs it (threat-aware
 * moves, pattern evaluator, the tactical oracle's VCF and VCT probes, the quiescence over fours), to
 * a fixed depth, one thread (or more, Lazy SMP: {@code -p threads=2}), 16 MiB of table, each search afresh. The node count of each search is
 * fixed by the engine's behaviour (a refactor keeps it), so nodes per second follow from the time.
 */
public class GomokuSearchBenchmark extends TimedSearchBenchmark {
    /** A middle game neither side wins by threats alone (the first is the example). */
    @Param({"7,7 8,8 7,8 7,9 8,7 6,9 9,6 10,5 6,8 5,9", "7,7 8,8 8,7 6,7 9,6 7,8",
        "7,7 7,8 8,8 6,6 9,9 10,10 8,6 8,9 6,8", "7,7 8,6 6,8 8,8 8,7 9,7 6,7 5,7 6,6 6,5 7,5",
        "7,7 8,7 7,8 7,9 6,9 8,10 8,8 9,9 6,7 5,6 9,7 10,6 6,10 6,8"})
    public String position;

    /** The depth searched to. */
    @Param({"6"})
    public int depth;

    /** The search's threads. */
    @Param({"1"})
    public int threads;

    private final GomokuGame game = new GomokuGame();
    private final AlphaBetaSearcher alphaBeta = new AlphaBetaSearcher();

    /** @return the search's result, to the depth */
    @Benchmark
    public SearchResult toDepth() {
        return alphaBeta.search(SearchRequest.of(game, game.parsePosition(position), new SearchLimits(depth, 0, 0, 16, threads))
                .withMoves(new ThreatMoves()).withEvaluator(new PatternEvaluator()));
    }
}
