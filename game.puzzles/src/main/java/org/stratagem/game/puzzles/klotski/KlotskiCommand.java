package org.stratagem.game.puzzles.klotski;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;
import org.osgi.service.component.annotations.ReferenceCardinality;
import org.osgi.service.component.annotations.ReferencePolicy;
import org.osgi.service.component.annotations.ReferencePolicyOption;
import org.stratagem.engine.api.MoveList;
import org.stratagem.engine.api.NotationException;
import org.stratagem.engine.api.command.Command;
import org.stratagem.engine.api.command.CommandContext;
import org.stratagem.engine.api.command.CommandName;
import org.stratagem.engine.api.search.SearchLimits;
import org.stratagem.engine.api.search.SearchRequest;
import org.stratagem.engine.api.search.SearchResult;
import org.stratagem.engine.api.search.StopSignal;
import org.stratagem.engine.api.table.TableSolver;

/**
 * {@code ./stratagem klotski solve LAYOUT|NAME [--metric step|piece] [--json]} and
 * {@code ./stratagem klotski census [--json]}.
 *
 * <p>{@code solve} finds an optimal solution with the platform's {@value #SOLVER} strategy and the
 * metric's move generator, and prints the number of moves and the moves (human), or one JSON object
 * {@code {"layout": ..., "metric": ..., "moves": n, "solution": ["C D", ...]}}; an unsolvable layout
 * has {@code "moves": null} and an empty solution. {@code census} runs the platform's
 * {@value #RETROGRADE} table solver over every layout (see {@link KlotskiCensus}) and prints one line
 * per number of horizontal generals, or the JSON object of the command-line contract.
 */
@Component(service = Command.class)
@CommandName(KlotskiGame.ID)
public final class KlotskiCommand implements Command {
    /** The strategy that solves single layouts. */
    static final String SOLVER = "bfs";
    /** The strategy id of the table solver of the census. */
    static final String RETROGRADE = "retrograde";
    private static final String USAGE_LINE = "usage: ./stratagem klotski solve LAYOUT|NAME [--metric step|piece] [--json]"
            + " | ./stratagem klotski census [--json]";

    private final KlotskiGame game = new KlotskiGame();

    @Reference(cardinality = ReferenceCardinality.OPTIONAL, policy = ReferencePolicy.DYNAMIC,
            policyOption = ReferencePolicyOption.GREEDY, target = "(strategy.id=" + RETROGRADE + ")")
    private volatile TableSolver tableSolver;

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
                  census: every layout, by number of horizontal generals (0..5): layouts, wins (Cao Cao
                          at the goal), solvable layouts, and the hardest in each metric.
                  --json: one JSON object instead.""".replace("\n", "\n  ");
    }

    @Override
    public int run(CommandContext context) {
        Arguments arguments = Arguments.parse(context.arguments());
        if (arguments.census()) {
            printCensus(context.output(), census(), arguments.json());
        } else {
            KlotskiPosition start = game.parsePosition(arguments.layout());
            printSolution(context.output(), start, solve(context, start, arguments.metric()), arguments.metric(),
                    arguments.json());
        }
        return 0;
    }

    /** @return the moves of an optimal solution, or null if there is none */
    private List<String> solve(CommandContext context, KlotskiPosition start, Metric metric) {
        if (start.isSolved()) {
            return List.of();
        }
        MetricMoves moves = metric == Metric.STEP ? new StepMoves() : new PieceMoves();
        SearchResult result = context.openSearch(SOLVER)
                .search(SearchRequest.of(game, start.copy(), SearchLimits.NONE).withMoves(moves));
        if (!result.proven()) {
            throw new IllegalStateException("the '" + SOLVER + "' strategy did not finish: " + result);
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
            throw new IllegalStateException("the '" + SOLVER + "' strategy's solution does not reach the goal");
        }
        return solution;
    }

    private List<KlotskiCensus.Group> census() {
        TableSolver solver = tableSolver;
        if (solver == null) {
            throw new IllegalStateException("the census needs the '" + RETROGRADE + "' table solver, which is not installed");
        }
        return KlotskiCensus.take(solver, new StopSignal());
    }

    private static void printSolution(PrintStream out, KlotskiPosition start, List<String> solution, Metric metric,
            boolean json) {
        if (json) {
            List<String> quoted = solution == null ? List.of() : solution.stream().map(KlotskiCommand::quote).toList();
            out.println("{\"layout\": " + quote(start.toString()) + ", \"metric\": " + quote(metric.id())
                    + ", \"moves\": " + (solution == null ? "null" : solution.size()) + ", \"solution\": ["
                    + String.join(", ", quoted) + "]}");
        } else if (solution == null) {
            out.println("unsolvable: no " + metric.id() + " moves reach the goal from " + start);
        } else {
            out.println(solution.size() + " moves (" + metric.id() + ")");
            solution.forEach(out::println);
        }
    }

    private static void printCensus(PrintStream out, List<KlotskiCensus.Group> census, boolean json) {
        if (json) {
            List<String> groups = census.stream().map(group -> "{\"horizontal\": " + group.horizontal()
                    + ", \"layouts\": " + group.layouts() + ", \"wins\": " + group.wins() + ", \"solvable\": "
                    + group.solvable() + ", \"hardest\": {\"step\": " + group.hardestStep() + ", \"stepLayout\": "
                    + quote(group.stepLayout()) + ", \"piece\": " + group.hardestPiece() + ", \"pieceLayout\": "
                    + quote(group.pieceLayout()) + "}}").toList();
            out.println("{\"groups\": [" + String.join(", ", groups) + "]}");
            return;
        }
        out.printf("%-10s %9s %7s %9s  %-26s %s%n", "horizontal", "layouts", "wins", "solvable", "hardest (steps)",
                "hardest (piece moves)");
        for (KlotskiCensus.Group group : census) {
            out.printf("%-10d %9d %7d %9d  %3d %-22s %3d %s%n", group.horizontal(), group.layouts(), group.wins(),
                    group.solvable(), group.hardestStep(), group.stepLayout(), group.hardestPiece(), group.pieceLayout());
        }
    }

    /** @return the text as a JSON string */
    private static String quote(String text) {
        return "\"" + text.replace("\\", "\\\\").replace("\"", "\\\"") + "\"";
    }

    /** The command line, checked. */
    private record Arguments(boolean census, String layout, Metric metric, boolean json) {
        static Arguments parse(List<String> arguments) {
            if (arguments.isEmpty() || !arguments.get(0).equals("solve") && !arguments.get(0).equals("census")) {
                throw new NotationException("expected 'solve' or 'census'" + (arguments.isEmpty() ? ""
                        : ", found '" + arguments.get(0) + "'") + "; " + USAGE_LINE);
            }
            boolean census = arguments.get(0).equals("census");
            String layout = null;
            Metric metric = Metric.STEP;
            boolean json = false;
            for (int i = 1; i < arguments.size(); i++) {
                String argument = arguments.get(i);
                if (argument.equals("--json")) {
                    json = true;
                } else if (argument.equals("--metric") && !census) {
                    metric = metric(i + 1 < arguments.size() ? arguments.get(++i) : null);
                } else if (argument.startsWith("-") || census || layout != null) {
                    throw new NotationException("unexpected argument '" + argument + "'; " + USAGE_LINE);
                } else {
                    layout = argument;
                }
            }
            if (!census && (layout == null || layout.isBlank())) {
                throw new NotationException("solve needs a LAYOUT or NAME; " + USAGE_LINE);
            }
            return new Arguments(census, layout, metric, json);
        }

        private static Metric metric(String name) {
            try {
                return Metric.named(String.valueOf(name));
            } catch (IllegalArgumentException unknown) {
                throw new NotationException("--metric expects 'step' or 'piece', found "
                        + (name == null ? "nothing" : "'" + name + "'"));
            }
        }
    }
}
