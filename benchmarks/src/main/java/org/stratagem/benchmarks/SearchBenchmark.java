package org.stratagem.benchmarks;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.stratagem.engine.api.search.SearchLimits;
import org.stratagem.engine.api.search.SearchRequest;
import org.stratagem.engine.api.search.SearchResult;
import org.stratagem.engine.search.alphabeta.AlphaBetaSearcher;
import org.stratagem.game.puzzles.trianglewar.TriangleWarGame;

/**
 * One whole search: alpha-beta proving Triangle War's empty board (−3), 16 MiB of table, on one
 * thread and with Lazy SMP on two.
 */
public class SearchBenchmark extends TimedSearchBenchmark {
    /** Search threads. */
    @Param({"1", "2"})
    public int threads;

    private final TriangleWarGame game = new TriangleWarGame();
    private final AlphaBetaSearcher alphaBeta = new AlphaBetaSearcher();

    /** @return the proven result of the empty board */
    @Benchmark
    public SearchResult triangleWarEmptyBoard() {
        return alphaBeta.search(SearchRequest.of(game, game.parsePosition(""), new SearchLimits(0, 0, 0, 16, threads)));
    }
}
