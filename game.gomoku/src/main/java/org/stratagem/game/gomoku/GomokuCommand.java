package org.stratagem.game.gomoku;

import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.util.List;
import org.osgi.service.component.annotations.Component;
import org.stratagem.engine.api.Evaluator;
import org.stratagem.engine.api.NotationException;
import org.stratagem.engine.api.command.Command;
import org.stratagem.engine.api.command.CommandContext;
import org.stratagem.engine.api.command.CommandName;

/**
 * {@code ./stratagem gomoku pbrain [--strategy ID]}: a Gomocup (Piskvork) brain on the context's input and
 * output, one command a line, each answer flushed at once (the manager waits for it). Line ends may
 * be CR LF, LF or a lone CR: {@link java.io.BufferedReader#readLine()} ends a line at any of them
 * without waiting for the next character. {@code END}, or the end of the input, ends the command
 * with status 0. The protocol itself is {@link GomocupBrain}'s; the strategy that searches the moves
 * is {@value #DEFAULT_STRATEGY} unless {@code --strategy} names another.
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
    /** The strategy that searches the moves unless {@code --strategy} names another. */
    static final String DEFAULT_STRATEGY = "alphabeta";

    private static final String STRATEGY_OPTION = "--strategy";
    private static final String USAGE_LINE = "usage: ./stratagem gomoku pbrain [--strategy ID]";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String summary() {
        return "a Gomocup (Piskvork) Gomoku brain on standard input and output";
    }

    @Override
    public String usage() {
        return USAGE_LINE + """

                  Plays Gomoku by the Gomocup (Piskvork) brain protocol: one command a line on standard
                  input (START, BEGIN, TURN, BOARD ... DONE, INFO, RESTART, TAKEBACK, ABOUT, END), one
                  answer a line on standard output. Boards 5x5 to 22x22, freestyle or exactly five
                  (INFO rule 1); INFO timeout_turn, time_left and max_memory bound each move.
                  launcher/bin/pbrain-stratagem runs this command for a tournament manager.
                  --strategy ID  the platform strategy that searches the moves (default alphabeta)""";
    }

    @Override
    public int run(CommandContext context) {
        List<String> arguments = context.arguments();
        if (arguments.isEmpty() || !arguments.get(0).equals(PBRAIN)) {
            throw new NotationException("expected the subcommand " + PBRAIN + "; " + USAGE_LINE);
        }
        String strategy = strategy(arguments.subList(1, arguments.size()));
        GomocupBrain brain = new GomocupBrain(() -> context.openSearch(strategy), evaluator());
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

    /** @return the evaluator of the positions at the search's horizon: the game's pattern evaluator */
    static Evaluator<GomokuPosition> evaluator() {
        return new PatternEvaluator();
    }

    /** @return the strategy {@code [--strategy ID]} names, given the arguments after the subcommand */
    private static String strategy(List<String> arguments) {
        if (arguments.isEmpty()) {
            return DEFAULT_STRATEGY;
        }
        if (arguments.size() == 2 && arguments.get(0).equals(STRATEGY_OPTION)) {
            return arguments.get(1);
        }
        throw new NotationException((arguments.get(0).equals(STRATEGY_OPTION) ? "option " + STRATEGY_OPTION
                + " needs one strategy id" : "unexpected argument '" + arguments.get(0) + "'") + "; " + USAGE_LINE);
    }
}
