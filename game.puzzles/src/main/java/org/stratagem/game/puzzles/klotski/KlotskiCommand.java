package org.stratagem.game.puzzles.klotski;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.osgi.service.component.annotations.Component;
import org.stratagem.engine.api.MoveList;
import org.stratagem.engine.api.NotationException;
import org.stratagem.engine.api.command.Binding;
import org.stratagem.engine.api.command.Choice;
import org.stratagem.engine.api.command.Command;
import org.stratagem.engine.api.command.CommandContext;
import org.stratagem.engine.api.command.CommandName;
import org.stratagem.engine.api.search.SearchLimits;
import org.stratagem.engine.api.search.SearchListener;
import org.stratagem.engine.api.search.SearchRequest;
import org.stratagem.engine.api.search.SearchResult;
import org.stratagem.engine.api.search.StopSignal;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code ./stratagem klotski solve LAYOUT|NAME [--metric step|piece] [--strategy ID] [--json]} and
 * {@code ./stratagem klotski census [--json]} and {@code ./stratagem klotski layouts [--json]}.
 *
 * <p>{@code solve} finds an optimal solution with the metric's move generator and the strategy chosen
 * (else the configured one where it supports puzzles, else {@value #SOLVER}), and prints the number of moves and the moves (human), or one JSON object
 * {@code {"layout": ..., "metric": ..., "moves": n, "solution": ["C D", ...]}}; an unsolvable layout
 * has {@code "moves": null} and an empty solution. {@code census} runs the platform's
 * {@value #RETROGRADE} table solver, contained by the platform, over every layout (see {@link KlotskiCensus}) and prints one line
 * per number of horizontal generals, or the JSON object of the command-line contract. {@code layouts} lists the
 * named classic layouts that {@code solve} takes by name: a line each (Chinese name, pinyin, layout), or
 * {@code {"layouts": [{"name": ..., "pinyin": ..., "layout": ...}, ...]}}.
 */
@Component(service = Command.class)
@CommandName(KlotskiGame.ID)
public final class KlotskiCommand implements Command {
    /** The strategy that solves single layouts. */
    static final String SOLVER = "bfs";
    /** The strategy id of the table solver of the census. */
    static final String RETROGRADE = "retrograde";
    private static final String USAGE_LINE = "usage: ./stratagem klotski solve LAYOUT|NAME [--metric step|piece]"
            + " [--strategy ID] [--json] | ./stratagem klotski census [--json] | ./stratagem klotski layouts [--json]";

    private final KlotskiGame game = new KlotskiGame();

    @Override
    public String name() {
        return KlotskiGame.ID;
    }

    @Override
    public String summary() {
        return "Huarong Dao: optimal solutions of a layout, and the census of every layout";
    }

    @Override
    public String usage() {
        return USAGE_LINE.replace(" | ", "\n       ") + """

                  solve:  an optimal solution of a layout (5 rows of 4 cells separated by '/', '.' empty,
                          each piece's cells one letter; e.g. 'ACCB/ACCB/DEEF/DGHF/I..J') or of a named
                          classic layout (横刀立马 or hengdaolima, ...). --metric step (default) counts
                          one-cell slides, piece counts a piece's whole move as one. Prints the number of
                          moves, then the moves, one per line: the piece's letter and its slides (U D L R).
                          --strategy ID: the strategy that solves it (default bfs).
                  census: every layout, by number of horizontal generals (0..5): layouts, wins (Cao Cao
                          at the goal), solvable layouts, and the hardest in each metric.
                  layouts: the named classic layouts, each with its Chinese name, pinyin and layout.
                  --json: one JSON object instead.""".replace("\n", "\n  ");
    }

    @Override
    public int run(CommandContext context) {
        List<String> arguments = context.arguments();
        String action = arguments.isEmpty() ? "" : arguments.get(0);
        List<String> rest = arguments.subList(Math.min(1, arguments.size()), arguments.size());
        switch (action) {
            case "solve" -> solve(context, context.parse(new SolveArguments(), rest));
            case "census" -> printCensus(context, KlotskiCensus.take(context.tableSolver(RETROGRADE), new StopSignal()),
                    context.parse(new CensusArguments(), rest).json);
            case "layouts" -> printLayouts(context, context.parse(new CensusArguments(), rest).json);
            default -> throw new NotationException("expected 'solve', 'census' or 'layouts'" + (arguments.isEmpty() ? ""
                    : ", found '" + NotationException.excerpt(action) + "'") + "; " + USAGE_LINE);
        }
        return 0;
    }

    private void solve(CommandContext context, SolveArguments arguments) {
        if (arguments.layout.isBlank()) {
            throw new NotationException("solve needs a LAYOUT or NAME; " + USAGE_LINE);
        }
        KlotskiPosition start = game.parsePosition(arguments.layout);
        Binding<KlotskiPosition> binding = context.bind(game, new Choice(arguments.strategy, arguments.metric.id(), null),
                Choice.strategy(SOLVER));
        printSolution(context, start, solution(context, binding, start), arguments.metric, arguments.json);
    }

    /** @return the moves of an optimal solution, or null if there is none */
    private List<String> solution(CommandContext context, Binding<KlotskiPosition> binding, KlotskiPosition start) {
        if (start.isSolved()) {
            return List.of();
        }
        SearchResult result = context.openSearch(binding.strategy()).search(new SearchRequest<>(game, start.copy(),
                binding.moves(), binding.evaluator(), SearchLimits.NONE, SearchListener.NONE, new StopSignal()));
        if (!result.proven()) {
            throw new IllegalStateException("the '" + binding.strategy() + "' strategy did not finish: " + result);
        }
        if (result.bestMove() == MoveList.NONE) {
            return null;
        }
        List<String> solution = new ArrayList<>();
        KlotskiPosition position = start.copy();
        for (int move : result.pv()) {
            solution.add(game.formatMove(position, move));
            position.makeMove(move);
        }
        if (!position.isSolved()) {
            throw new IllegalStateException("the '" + binding.strategy() + "' strategy's solution does not reach the goal");
        }
        return solution;
    }

    private static void printSolution(CommandContext context, KlotskiPosition start, List<String> solution, Metric metric,
            boolean json) {
        PrintStream out = context.output();
        if (json) {
            Map<String, Object> fields = new LinkedHashMap<>();
            fields.put("layout", start.toString());
            fields.put("metric", metric.id());
            fields.put("moves", solution == null ? null : solution.size());
            fields.put("solution", solution == null ? List.of() : solution);
            out.println(context.toJson(fields));
        } else if (solution == null) {
            out.println("unsolvable: no " + metric.id() + " moves reach the goal from " + start);
        } else {
            out.println(solution.size() + " moves (" + metric.id() + ")");
            solution.forEach(out::println);
        }
    }

    private static void printCensus(CommandContext context, List<KlotskiCensus.Group> census, boolean json) {
        PrintStream out = context.output();
        if (json) {
            List<Map<String, Object>> groups = census.stream().map(KlotskiCommand::fields).toList();
            out.println(context.toJson(Map.of("groups", groups)));
            return;
        }
        out.printf("%-10s %9s %7s %9s  %-26s %s%n", "horizontal", "layouts", "wins", "solvable", "hardest (steps)",
                "hardest (piece moves)");
        for (KlotskiCensus.Group group : census) {
            out.printf("%-10d %9d %7d %9d  %3d %-22s %3d %s%n", group.horizontal(), group.layouts(), group.wins(),
                    group.solvable(), group.hardestStep(), group.stepLayout(), group.hardestPiece(), group.pieceLayout());
        }
    }

    private static void printLayouts(CommandContext context, boolean json) {
        PrintStream out = context.output();
        if (json) {
            List<Map<String, String>> layouts = new ArrayList<>();
            for (NamedLayouts.Named named : NamedLayouts.all()) {
                Map<String, String> fields = new LinkedHashMap<>();
                fields.put("name", named.chinese());
                fields.put("pinyin", named.pinyin());
                fields.put("layout", named.layout());
                layouts.add(fields);
            }
            out.println(context.toJson(Map.of("layouts", layouts)));
            return;
        }
        NamedLayouts.all().forEach(named -> out.println(named.chinese() + " " + named.pinyin() + " " + named.layout()));
    }

    /** @return a census group as the command-line contract writes it */
    private static Map<String, Object> fields(KlotskiCensus.Group group) {
        Map<String, Object> hardest = new LinkedHashMap<>();
        hardest.put("step", group.hardestStep());
        hardest.put("stepLayout", group.stepLayout());
        hardest.put("piece", group.hardestPiece());
        hardest.put("pieceLayout", group.pieceLayout());
        Map<String, Object> fields = new LinkedHashMap<>();
        fields.put("horizontal", group.horizontal());
        fields.put("layouts", group.layouts());
        fields.put("wins", group.wins());
        fields.put("solvable", group.solvable());
        fields.put("hardest", hardest);
        return fields;
    }

    /** The arguments of {@code solve}. */
    private static final class SolveArguments {
        @Parameters(paramLabel = "LAYOUT|NAME")
        private String layout;

        private Metric metric = Metric.STEP;

        @Option(names = "--strategy", paramLabel = "ID", description = "the strategy that solves the layout")
        private String strategy;

        @Option(names = "--json", description = "one JSON object")
        private boolean json;

        @Option(names = "--metric", paramLabel = "step|piece")
        void metric(String name) {
            try {
                metric = Metric.named(name);
            } catch (IllegalArgumentException unknown) {
                throw new NotationException("--metric expects 'step' or 'piece', found '"
                        + NotationException.excerpt(name) + "'");
            }
        }
    }

    /** The arguments of {@code census} and {@code layouts}. */
    private static final class CensusArguments {
        @Option(names = "--json", description = "one JSON object")
        private boolean json;
    }
}
