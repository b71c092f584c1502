package org.stratagem.game.puzzles.klotski;

import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.stratagem.engine.api.search.SearchLimits;
import org.stratagem.engine.api.search.SearchRequest;
import org.stratagem.engine.api.search.SearchResult;
import org.stratagem.engine.api.search.StopSignal;
import org.stratagem.engine.search.bfs.BfsSearcher;
import org.stratagem.engine.search.retrograde.RetrogradeSearcher;

/**
 * Huarong Dao, warm and in-process: the whole census (every layout's distance in both metrics, by
 * retrograde analysis on all cores), the enumeration and indexing of every layout, and the classic
 * solved by breadth-first search in each metric.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class KlotskiBenchmark {
    private final KlotskiGame game = new KlotskiGame();
    private final RetrogradeSearcher retrograde = new RetrogradeSearcher();
    private final BfsSearcher bfs = new BfsSearcher();

    /** @return the census of every layout, both metrics */
    @Benchmark
    public List<KlotskiCensus.Group> census() {
        return KlotskiCensus.take(retrograde, new StopSignal());
    }

    /** @return the layouts of every group, enumerated and indexed */
    @Benchmark
    public int indexEveryLayout() {
        int size = 0;
        for (int horizontal = 0; horizontal < KlotskiSpace.GROUPS; horizontal++) {
            size += new LayoutGroup(horizontal).size();
        }
        return size;
    }

    /** @return the classic solved in steps */
    @Benchmark
    public SearchResult classicInSteps() {
        return bfs.search(SearchRequest.of(game, game.parsePosition(""), SearchLimits.NONE).withMoves(new StepMoves()));
    }

    /** @return the classic solved in piece moves */
    @Benchmark
    public SearchResult classicInPieceMoves() {
        return bfs.search(SearchRequest.of(game, game.parsePosition(""), SearchLimits.NONE).withMoves(new PieceMoves()));
    }
}
