package org.stratagem.game.puzzles.trianglewar;

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
import org.stratagem.engine.api.MoveGenerator;
import org.stratagem.engine.api.search.StopSignal;
import org.stratagem.engine.api.table.StateGraph;
import org.stratagem.engine.api.table.Tablebase;
import org.stratagem.engine.search.retrograde.RetrogradeSearcher;

/** Triangle War, warm and in-process: the retrograde solution of all 2^18 segment sets. */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class TriangleWarBenchmark {
    private final StateGraph graph = new TriangleWarGame().stateSpace().graph(MoveGenerator.legal())
            .orElseThrow();
    private final RetrogradeSearcher retrograde = new RetrogradeSearcher();

    /** @return every segment set solved */
    @Benchmark
    public Tablebase retrogradeSolve() {
        return retrograde.solve(graph, new StopSignal());
    }
}
