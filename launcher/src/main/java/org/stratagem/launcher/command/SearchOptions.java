package org.stratagem.launcher.command;

import org.stratagem.engine.api.NotationException;
import org.stratagem.engine.api.command.Choice;
import org.stratagem.engine.api.search.SearchLimits;
import picocli.CommandLine.Option;

/**
 * The options of a search, shared by every command that searches ({@code analyze}, {@code session go}):
 * its budget ({@code --depth}, {@code --nodes}, {@code --time}, {@code --threads}, {@code --memory}) and its
 * choice ({@code --strategy}, {@code --movegen}, {@code --evaluator}). A picocli mixin; each value is
 * checked as it is parsed.
 *
 * <p>Without {@code --threads}, a search limited by time alone runs on every processor of the machine, up
 * to {@value #MOST_DEFAULT_THREADS}: its result depends on the machine's speed anyway, and the time
 * given buys the most on every core. A search limited by depth or nodes, or by nothing, runs on one
 * thread, so that it gives the same result on every run.
 */
public final class SearchOptions {
    /**
     * The most threads a search limited by time alone gets without {@code --threads}: the parallel
     * searches were measured on two, and far more threads than that are not known to pay.
     */
    static final int MOST_DEFAULT_THREADS = 4;

    private int depth;
    private long nodes;
    private long millis;
    private int memory;
    /** The threads given, 0 when none were. */
    private int threads;

    @Option(names = "--strategy", paramLabel = "ID", description = "the strategy id")
    private String strategy;

    @Option(names = "--movegen", paramLabel = "ID", description = "the move generator id")
    private String movegen;

    @Option(names = "--evaluator", paramLabel = "ID", description = "the evaluator id")
    private String evaluator;

    @Option(names = "--depth", paramLabel = "D")
    void depth(long value) {
        depth = (int) Ranges.check("--depth", value, 1, 1000);
    }

    @Option(names = "--nodes", paramLabel = "N")
    void nodes(long value) {
        nodes = Ranges.check("--nodes", value, 1, Long.MAX_VALUE);
    }

    @Option(names = "--time", paramLabel = "MS")
    void time(long value) {
        millis = Ranges.check("--time", value, 1, 86_400_000);
    }

    @Option(names = "--threads", paramLabel = "T")
    void threads(long value) {
        threads = (int) Ranges.check("--threads", value, 1, 256);
    }

    /**
     * @param value the megabytes of tables asked for
     * @throws NotationException outside 1..65536, or larger than the Java heap can hold (see {@link HeapRoom})
     */
    @Option(names = "--memory", paramLabel = "MB")
    void memory(long value) {
        memory = (int) Ranges.check("--memory", value, 1, 65_536);
        long room = HeapRoom.tableMegabytes();
        if (memory > room) {
            throw new NotationException("--memory " + memory + ": the Java heap can hold " + room
                    + " MiB of tables at most; ask for less, or give Java more (STRATAGEM_JAVA_OPTS=-Xmx...)");
        }
    }

    /**
     * @return the limits the options set (0 where an option was not given: no limit), and the threads
     *         given or else the default's
     */
    public SearchLimits limits() {
        return new SearchLimits(depth, nodes, millis, memory, threads > 0 ? threads : defaultThreads());
    }

    private int defaultThreads() {
        boolean timeAlone = millis > 0 && depth == 0 && nodes == 0;
        return timeAlone ? Math.min(Runtime.getRuntime().availableProcessors(), MOST_DEFAULT_THREADS) : 1;
    }

    /** @return the strategy, generator and evaluator the options name (null ids where they name none) */
    public Choice choice() {
        return new Choice(strategy, movegen, evaluator);
    }
}
