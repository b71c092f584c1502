package org.stratagem.benchmarks;

import java.util.SplittableRandom;
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
import org.stratagem.engine.search.table.TranspositionTable;

/**
 * The transposition table's probe and store, on a 16 MiB table filled with random keys, cycling
 * through 4096 keys of which half are stored: a mix of hits and misses. The 4096 keys' buckets stay
 * mostly in the processor's caches, so this measures the table's own work, not memory latency.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class TranspositionTableBenchmark {
    private static final int KEYS = 4096;

    private final TranspositionTable table = new TranspositionTable(16L << 20);
    private final TranspositionTable.Probe probe = new TranspositionTable.Probe();
    private final long[] keys = new long[KEYS];
    private int next;

    /** Fills the table with random entries and half of the benchmark's keys. */
    public TranspositionTableBenchmark() {
        SplittableRandom random = new SplittableRandom(16);
        for (int i = 0; i < 1 << 20; i++) {
            table.store(random.nextLong(), random.nextInt(1000), random.nextInt(20), TranspositionTable.EXACT, i);
        }
        for (int i = 0; i < KEYS; i++) {
            keys[i] = random.nextLong();
            if (i % 2 == 0) {
                table.store(keys[i], i, 30, TranspositionTable.LOWER, i);
            }
        }
    }

    /** @return whether the next key is found */
    @Benchmark
    public boolean probe() {
        next = (next + 1) & (KEYS - 1);
        return table.probe(keys[next], probe);
    }

    /** Stores an entry under the next key. */
    @Benchmark
    public void store() {
        next = (next + 1) & (KEYS - 1);
        table.store(keys[next], next, 10, TranspositionTable.UPPER, next);
    }
}
