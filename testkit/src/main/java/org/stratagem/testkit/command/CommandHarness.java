package org.stratagem.testkit.command;

import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiPredicate;
import java.util.function.Function;
import org.stratagem.engine.api.Evaluator;
import org.stratagem.engine.api.Game;
import org.stratagem.engine.api.MoveGenerator;
import org.stratagem.engine.api.NotationException;
import org.stratagem.engine.api.Position;
import org.stratagem.engine.api.command.Binding;
import org.stratagem.engine.api.command.Choice;
import org.stratagem.engine.api.command.Command;
import org.stratagem.engine.api.command.CommandContext;
import org.stratagem.engine.api.search.SearchSession;
import org.stratagem.engine.api.table.TableSolver;

/**
 * A {@link CommandContext} for unit tests of a {@link Command}, without a platform: the arguments, the
 * input text, the output captured, options and JSON exactly as on the platform
 * ({@link CommandConventions}), and the strategies, generators, evaluators and table solvers the test
 * gives it, by id. What the platform would contain (deadlines, a failing strategy) is not contained
 * here: test that in the container.
 *
 * <pre>{@code
 * CommandHarness run = new CommandHarness("solve", "--json").withSearch(id -> mySession);
 * assertEquals(0, new MyCommand().run(run));
 * assertEquals(List.of("{\"moves\": 3}"), run.lines());
 * }</pre>
 */
public final class CommandHarness implements CommandContext {
    private final List<String> arguments;
    private final ByteArrayOutputStream printed = new ByteArrayOutputStream();
    private PrintStream output = new PrintStream(printed, true, StandardCharsets.UTF_8);
    private final List<String> opened = new ArrayList<>();
    private final Map<String, MoveGenerator<?>> generators = new HashMap<>();
    private final Map<String, Evaluator<?>> evaluators = new HashMap<>();
    private final Map<String, TableSolver> tableSolvers = new HashMap<>();
    private BufferedReader input = new BufferedReader(new StringReader(""));
    private Function<String, SearchSession> searches = id -> {
        throw new NotationException("no strategy '" + id + "' is registered");
    };
    private Choice configured = Choice.NONE;
    private BiPredicate<String, Game<?>> plays = (id, game) -> true;

    /** @param arguments the command's arguments */
    public CommandHarness(String... arguments) {
        this.arguments = List.of(arguments);
    }

    /**
     * @param text the command's standard input
     * @return this harness
     */
    public CommandHarness withInput(String text) {
        input = new BufferedReader(new StringReader(text));
        return this;
    }

    /**
     * For a command that talks with the test as it runs (a protocol on standard input and output): the
     * command reads from {@code in} and prints to {@code out}, and {@link #lines()} stays empty.
     *
     * @param in  the command's standard input
     * @param out its standard output
     * @return this harness
     */
    public CommandHarness withStreams(BufferedReader in, PrintStream out) {
        input = in;
        output = out;
        return this;
    }

    /**
     * @param sessions the session {@link #openSearch} returns for a strategy id
     * @return this harness
     */
    public CommandHarness withSearch(Function<String, SearchSession> sessions) {
        searches = sessions;
        return this;
    }

    /**
     * @param strategies which strategy plays which game, as {@link #plays} answers; by default every
     *                   strategy plays every game
     * @return this harness
     */
    public CommandHarness withPlays(BiPredicate<String, Game<?>> strategies) {
        plays = strategies;
        return this;
    }

    /**
     * @param id        a move generator id
     * @param generator the generator {@link #bind} gives for it
     * @return this harness
     */
    public CommandHarness withMoveGenerator(String id, MoveGenerator<?> generator) {
        generators.put(id, generator);
        return this;
    }

    /**
     * @param id        an evaluator id
     * @param evaluator the evaluator {@link #bind} gives for it
     * @return this harness
     */
    public CommandHarness withEvaluator(String id, Evaluator<?> evaluator) {
        evaluators.put(id, evaluator);
        return this;
    }

    /**
     * @param solver a table solver, found by its {@link TableSolver#id()}
     * @return this harness
     */
    public CommandHarness withTableSolver(TableSolver solver) {
        tableSolvers.put(solver.id(), solver);
        return this;
    }

    /**
     * @param choice the session's configured defaults, which {@link #bind} prefers to the command's
     * @return this harness
     */
    public CommandHarness withConfigured(Choice choice) {
        configured = choice;
        return this;
    }

    @Override
    public List<String> arguments() {
        return arguments;
    }

    @Override
    public BufferedReader input() {
        return input;
    }

    @Override
    public PrintStream output() {
        return output;
    }

    @Override
    public <T> T parse(T options, List<String> arguments) {
        return CommandConventions.parse(options, arguments);
    }

    @Override
    public String toJson(Object value) {
        return CommandConventions.toJson(value);
    }

    /**
     * Resolves each id as chosen, else configured ({@link #withConfigured}), else the command's default;
     * a strategy id must then be given by one of them, a generator or evaluator id must have been given
     * to this harness, and none means all legal moves and a neutral evaluator.
     */
    @Override
    public <P extends Position> Binding<P> bind(Game<P> game, Choice chosen, Choice defaults) {
        Choice used = chosen.orElse(configured).orElse(defaults);
        if (used.strategy() == null) {
            throw new NotationException("no strategy supports game '" + game.id() + "'");
        }
        return new Binding<>(used.strategy(), this.<MoveGenerator<P>>given(generators, "movegen", used.movegen(), game,
                MoveGenerator.legal()), this.<Evaluator<P>>given(evaluators, "evaluator", used.evaluator(), game,
                        Evaluator.neutral()));
    }

    @Override
    public SearchSession openSearch(String strategyId) {
        opened.add(strategyId);
        return searches.apply(strategyId);
    }

    @Override
    public boolean plays(String strategyId, Game<?> game) {
        return plays.test(strategyId, game);
    }

    @Override
    public TableSolver tableSolver(String strategyId) {
        TableSolver solver = tableSolvers.get(strategyId);
        if (solver == null) {
            throw new NotationException("no table solver '" + strategyId + "' is registered");
        }
        return solver;
    }

    /** @return the lines the command printed (none where {@link #withStreams} gave it another output) */
    public List<String> lines() {
        return printed.toString(StandardCharsets.UTF_8).lines().toList();
    }

    /** @return the strategies the command opened, in order */
    public List<String> opened() {
        return List.copyOf(opened);
    }

    @SuppressWarnings("unchecked")
    private <T> T given(Map<String, ?> byId, String kind, String id, Game<?> game, T none) {
        if (id == null) {
            return none;
        }
        Object found = byId.get(id);
        if (found == null) {
            throw new NotationException("no " + kind + " '" + id + "' for game '" + game.id() + "'");
        }
        return (T) found;
    }
}
