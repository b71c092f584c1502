package org.stratagem.game.gomoku;

import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Map;
import org.osgi.service.component.annotations.Component;
import org.stratagem.engine.api.NotationException;
import org.stratagem.engine.api.command.Binding;
import org.stratagem.engine.api.command.Choice;
import org.stratagem.engine.api.command.Command;
import org.stratagem.engine.api.command.CommandContext;
import org.stratagem.engine.api.command.CommandName;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * The {@code gomoku} command's two subcommands.
 *
 * <p>{@code ./stratagem gomoku forbidden POSITION [--size N]}: black's forbidden points under renju
 * in the position (notation of {@link GomokuGame}: the moves so far or a set-up board), one
 * {@code x,y KIND} a line, KIND {@code overline}, {@code double-four} or {@code double-three}
 * ({@link Forbidden}), in point order: by row {@code y}, then column {@code x}; nothing when there
 * are none. Whoever is to move, the points are those black may not play.
 *
 * <p>{@code ./stratagem gomoku pbrain [--strategy ID] [--movegen ID] [--evaluator ID]}: a Gomocup (Piskvork) brain on the context's input and
 * output, one command a line, each answer flushed at once (the manager waits for it). Line ends may
 * be CR LF, LF or a lone CR: {@link java.io.BufferedReader#readLine()} ends a line at any of them
 * without waiting for the next character. {@code END}, or the end of the input, ends the command
 * with status 0. The protocol itself is {@link GomocupBrain}'s; the strategy, move generator and
 * evaluator that search the moves are the platform's bindings: the options, else the configured ones,
 * else {@link #DEFAULTS}.
 *
 * <p>Tournament managers start a brain by the path of an executable whose name begins with
 * {@code pbrain-}: {@code launcher/bin/pbrain-stratagem} runs this command ({@code ../shared/specs/cli.md}).
 */
@Component(service = Command.class)
@CommandName(GomokuCommand.NAME)
public final class GomokuCommand implements Command {
    /** The command's name: the game's. */
    static final String NAME = GomokuGame.ID;
    /** The subcommand that plays as a Gomocup brain. */
    static final String PBRAIN = "pbrain";
    /** The subcommand that lists black's forbidden points. */
    static final String FORBIDDEN = "forbidden";
    /**
     * The brain's defaults, after the user's options and the configured bindings: alphabeta on the
     * threat-aware moves with the pattern evaluator.
     */
    static final Choice DEFAULTS = new Choice("alphabeta", ThreatMoves.ID, PatternEvaluator.ID);

    private static final String USAGE_LINE = "usage: ./stratagem gomoku pbrain [--strategy ID] [--movegen ID] "
            + "[--evaluator ID] | forbidden POSITION [--size N]";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String summary() {
        return "a Gomocup (Piskvork) Gomoku brain on standard input and output; black's forbidden points under renju";
    }

    @Override
    public String usage() {
        return USAGE_LINE + """

                  Plays Gomoku by the Gomocup (Piskvork) brain protocol: one command a line on standard
                  input (START, BEGIN, TURN, BOARD ... DONE, INFO, RESTART, TAKEBACK, ABOUT, END), one
                  answer a line on standard output. Boards 5x5 to 22x22 (RECTSTART: rectangles), freestyle, exactly five
                  (INFO rule 1), renju (4) or caro (8); a BOARD is answered with a move whatever its
                  stone counts; INFO timeout_turn, time_left and max_memory bound each move.
                  launcher/bin/pbrain-stratagem runs this command for a tournament manager.
                  --strategy ID   the platform strategy that searches the moves (default alphabeta)
                  --movegen ID    the moves it searches (default threats)
                  --evaluator ID  its evaluator (default pattern)
                  Without an option, the platform's configured bindings (conf/org.stratagem.session.cfg)
                  apply where they fit Gomoku, then the defaults.
                forbidden: black's forbidden points under renju (overline, double four, double three),
                  one 'x,y KIND' a line, by row then column; nothing when there are none. POSITION is
                  as for analyze gomoku: the moves so far, black first ('' the empty board), or a
                  set-up board 'black x,y ... white x,y ... [next black|white]'.
                  --size N        the board's side, 5 to 22 (default 15)""";
    }

    @Override
    public int run(CommandContext context) {
        List<String> arguments = context.arguments();
        String subcommand = arguments.isEmpty() ? "" : arguments.get(0);
        List<String> rest = arguments.subList(Math.min(1, arguments.size()), arguments.size());
        return switch (subcommand) {
            case PBRAIN -> brain(context, context.parse(new BrainArguments(), rest));
            case FORBIDDEN -> forbidden(context, context.parse(new ForbiddenArguments(), rest));
            default -> throw new NotationException("expected the subcommand " + PBRAIN + " or " + FORBIDDEN + "; "
                    + USAGE_LINE);
        };
    }

    private static int forbidden(CommandContext context, ForbiddenArguments given) {
        GomokuGame renju = new GomokuGame().variant(Map.of("rule", Rule.RENJU.id(), "size", given.size));
        GomokuPosition position = renju.parsePosition(given.position);
        for (int point = 0; point < position.board().points(); point++) {
            Forbidden.Kind kind = position.isEmpty(point) ? position.forbiddenKind(point) : null;
            if (kind != null) {
                context.output().println(renju.formatMove(position, point) + " " + kind.label());
            }
        }
        return 0;
    }

    private static int brain(CommandContext context, BrainArguments given) {
        Binding<GomokuPosition> binding = context.bind(new GomokuGame(), given.choice(), DEFAULTS);
        GomocupBrain brain = new GomocupBrain(() -> context.openSearch(binding.strategy()), binding.moves(),
                binding.evaluator());
        PrintStream out = context.output();
        try {
            for (String text = context.input().readLine(); text != null; text = context.input().readLine()) {
                GomocupLine line = GomocupLine.parse(text);
                if (line.command().equals("END")) {
                    break;
                }
                brain.answer(line).forEach(out::println);
                out.flush();
            }
        } catch (IOException unreadable) {
            throw new UncheckedIOException(unreadable);
        }
        return 0;
    }

    /** The arguments of {@code forbidden}. */
    private static final class ForbiddenArguments {
        @Parameters(paramLabel = "POSITION", description = "the moves so far, or a set-up board")
        private String position;

        @Option(names = "--size", paramLabel = "N", description = "the board's side, 5 to 22")
        private String size = String.valueOf(GomokuGame.SIZE);
    }

    /** The options of {@code pbrain}. */
    private static final class BrainArguments {
        @Option(names = "--strategy", paramLabel = "ID", description = "the strategy that searches the moves")
        private String strategy;

        @Option(names = "--movegen", paramLabel = "ID", description = "the moves it searches")
        private String movegen;

        @Option(names = "--evaluator", paramLabel = "ID", description = "the evaluator it searches with")
        private String evaluator;

        Choice choice() {
            return new Choice(strategy, movegen, evaluator);
        }
    }
}
