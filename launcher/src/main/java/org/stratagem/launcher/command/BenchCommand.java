package org.stratagem.launcher.command;

import java.io.PrintStream;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;
import org.stratagem.engine.api.Game;
import org.stratagem.engine.api.NotationException;
import org.stratagem.engine.api.Position;
import org.stratagem.engine.api.command.Benchmark;
import org.stratagem.engine.api.command.BenchmarkedGame;
import org.stratagem.engine.api.command.Choice;
import org.stratagem.engine.api.command.Command;
import org.stratagem.engine.api.command.CommandContext;
import org.stratagem.engine.api.command.CommandName;
import org.stratagem.engine.api.search.SearchLimits;
import org.stratagem.engine.api.search.SearchListener;
import org.stratagem.engine.api.search.SearchResult;
import org.stratagem.engine.api.search.StopSignal;
import org.stratagem.launcher.catalog.Provider.Kind;
import org.stratagem.launcher.catalog.ServiceCatalog;
import org.stratagem.launcher.session.Bindings;
import picocli.CommandLine.Parameters;

/**
 * {@code bench [GAME]}: every game's {@link Benchmark} (or one game's), each position searched
 * afresh by the game's preferred strategy, generator and evaluator, to the benchmark's depth, on one
 * thread with {@value #MEMORY_MB} MiB of tables. Prints, per game and in total,
 * {@code Nodes searched: N} (the deterministic signature) and {@code Nodes/second: X}.
 */
@Component(service = Command.class)
@CommandName(BenchCommand.NAME)
public final class BenchCommand implements Command {
    /** The command's name. */
    static final String NAME = "bench";

    /** The tables' memory in every benchmark search: node counts depend on it. */
    static final int MEMORY_MB = 16;

    private final ServiceCatalog catalog;
    private final Bindings bindings;

    /**
     * @param catalog  the registered games
     * @param bindings the choice of strategy, generator and evaluator
     */
    @Activate
    public BenchCommand(@Reference ServiceCatalog catalog, @Reference Bindings bindings) {
        this.catalog = catalog;
        this.bindings = bindings;
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String summary() {
        return "fixed searches of every game: the node-count signature and nodes per second";
    }

    @Override
    public String usage() {
        return "usage: bench [GAME]\n"
                + "  Searches each game's fixed positions to a fixed depth, one thread, " + MEMORY_MB + " MiB of tables,\n"
                + "  with the game's preferred strategy; prints 'Nodes searched: N' (the signature: the same on\n"
                + "  every run) and 'Nodes/second: X' per game and in total.";
    }

    @Override
    public int run(CommandContext context) {
        Arguments given = context.parse(new Arguments(), context.arguments());
        List<Game<?>> games = given.game == null ? gamesWithBenchmarks() : List.of(bindings.game(given.game));
        Tally total = new Tally();
        for (Game<?> game : games) {
            Benchmark benchmark = BenchmarkedGame.benchmarkOf(game).orElseThrow(
                    () -> new NotationException("game '" + game.id() + "' has no benchmark positions"));
            context.output().printf("%s: %s, %s, %d positions%n", game.id(), bindings.strategyFor(game, null),
                    benchmark.depth() == 0 ? "to the end" : "depth " + benchmark.depth(), benchmark.positions().size());
            Tally tally = new Tally();
            for (String position : benchmark.positions()) {
                tally.add(search(bindings, game, position, benchmark.depth()));
            }
            tally.print(context.output());
            total.add(tally);
        }
        context.output().printf("Total: %d games%n", games.size());
        total.print(context.output());
        return 0;
    }

    private List<Game<?>> gamesWithBenchmarks() {
        return catalog.all(Kind.GAME, null).stream().<Game<?>>map(provider -> (Game<?>) provider.service())
                .filter(game -> BenchmarkedGame.benchmarkOf(game).isPresent()).sorted(Comparator.comparing(Game::id)).toList();
    }

    private static <P extends Position> SearchResult search(Bindings bindings, Game<P> game, String position,
            int depth) {
        return bindings.<P>newSession(game.id(), Map.of(), position, Choice.NONE).search(Choice.NONE,
                new SearchLimits(depth, 0, 0, MEMORY_MB, 1), SearchListener.NONE, new StopSignal());
    }

    /** Nodes and milliseconds added up. */
    private static final class Tally {
        private long nodes;
        private long millis;

        void add(SearchResult result) {
            nodes += result.nodes();
            millis += result.millis();
        }

        void add(Tally other) {
            nodes += other.nodes;
            millis += other.millis;
        }

        void print(PrintStream out) {
            out.println("Nodes searched: " + nodes);
            out.println("Nodes/second: " + nodes * 1000 / Math.max(1, millis));
        }
    }

    /** The command's arguments. */
    private static final class Arguments {
        @Parameters(arity = "0..1", paramLabel = "GAME")
        private String game;
    }
}
