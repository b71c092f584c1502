package org.stratagem.game.gomoku;

import java.io.IOException;
import java.io.PrintStream;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.HashMap;
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
 * The {@code gomoku} command's three subcommands.
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
 * <p>{@code ./stratagem gomoku convert FILE --to sgf|psq|position [--size N] [--rule R]}: the game
 * in FILE ({@code -} standard input), an SGF or psq record or a position in our notation
 * ({@link RecordFormat}, told by its start), written in the other form on standard output. The
 * options give the board and the rule where the file does not say them (a psq's rule, a position's
 * board and rule; freestyle on 15x15 by default); an option that contradicts the file is refused.
 * A file over {@value #MAX_RECORD_BYTES} characters is refused.
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
    /** The subcommand that writes a game in another form. */
    static final String CONVERT = "convert";
    /** The most characters {@code convert} reads: a record of a game on the largest board is a few thousand. */
    static final long MAX_RECORD_BYTES = 1 << 20;
    /**
     * The brain's defaults, after the user's options and the configured bindings: alphabeta on the
     * threat-aware moves with the pattern evaluator.
     */
    static final Choice DEFAULTS = new Choice("alphabeta", ThreatMoves.ID, PatternEvaluator.ID);

    private static final String USAGE_LINE = "usage: ./stratagem gomoku pbrain [--strategy ID] [--movegen ID] "
            + "[--evaluator ID] | forbidden POSITION [--size N] | convert FILE --to sgf|psq|position [--size N] [--rule R]";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String summary() {
        return "a Gomocup (Piskvork) Gomoku brain on standard input and output; black's forbidden points under renju; "
                + "game records converted (SGF, psq)";
    }

    @Override
    public String usage() {
        return USAGE_LINE + """

                  Plays Gomoku by the Gomocup (Piskvork) brain protocol: one command a line on standard
                  input (START, BEGIN, TURN, BOARD ... DONE, SWAP2BOARD ... DONE, INFO, RESTART, TAKEBACK,
                  ABOUT, END), one answer a line on standard output, each move after a MESSAGE line of
                  its search (depth, score, principal variation, nodes, nodes/s, time). Boards 5x5 to 22x22 (RECTSTART: rectangles), freestyle, exactly five
                  (INFO rule 1), renju (4) or caro (8); a BOARD is answered with a move whatever its
                  stone counts; INFO timeout_turn, time_left and max_memory bound each move, INFO
                  thread_num sets its search threads (1 until said).
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
                  --size N        the board's side, 5 to 22 (default 15)
                convert: the game in FILE (- for standard input), an SGF record (FF[4] GM[4]), a
                  Piskvork psq record or a position as analyze gomoku takes it, written on standard
                  output as --to says: sgf, psq (a game from the empty board only) or position.
                  --size N|WxH    the board, where FILE does not say it (default 15)
                  --rule R        freestyle, standard, renju or caro, where FILE does not say it""";
    }

    @Override
    public int run(CommandContext context) {
        List<String> arguments = context.arguments();
        String subcommand = arguments.isEmpty() ? "" : arguments.get(0);
        List<String> rest = arguments.subList(Math.min(1, arguments.size()), arguments.size());
        return switch (subcommand) {
            case PBRAIN -> brain(context, context.parse(new BrainArguments(), rest));
            case FORBIDDEN -> forbidden(context, context.parse(new ForbiddenArguments(), rest));
            case CONVERT -> convert(context, context.parse(new ConvertArguments(), rest));
            default -> throw new NotationException("expected the subcommand " + PBRAIN + ", " + FORBIDDEN + " or " + CONVERT
                    + "; " + USAGE_LINE);
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

    private static int convert(CommandContext context, ConvertArguments given) {
        RecordFormat to = RecordFormat.named(given.to);
        Map<String, String> options = new HashMap<>();
        if (given.size != null) {
            options.put("size", given.size);
        }
        if (given.rule != null) {
            options.put("rule", given.rule);
        }
        GomokuGame chosen = new GomokuGame().variant(options);
        GomokuRecord record = RecordFormat.readAny(read(context, given.file), chosen);
        GomokuPosition empty = chosen.parsePosition("");
        if (given.size != null && !empty.board().dimensions().equals(record.position().board().dimensions())) {
            throw new NotationException(given.file + " is on a " + record.position().board().dimensions() + " board, not --size "
                    + given.size);
        }
        if (given.rule != null && empty.rule() != record.position().rule()) {
            throw new NotationException(given.file + " plays " + record.position().rule().id() + ", not --rule " + given.rule);
        }
        context.output().print(to.write(record));
        return 0;
    }

    /** @return the text of the file, or of standard input for {@code -}, at most {@value #MAX_RECORD_BYTES} characters */
    private static String read(CommandContext context, String file) {
        try (Reader reader = file.equals("-") ? null : Files.newBufferedReader(Path.of(file), StandardCharsets.UTF_8)) {
            Reader from = reader == null ? context.input() : reader;
            StringBuilder text = new StringBuilder();
            char[] buffer = new char[8192];
            for (int read = from.read(buffer); read >= 0; read = from.read(buffer)) {
                text.append(buffer, 0, read);
                if (text.length() > MAX_RECORD_BYTES) {
                    throw new NotationException(file + " is over " + MAX_RECORD_BYTES + " characters: not a game record");
                }
            }
            return text.toString();
        } catch (InvalidPathException invalid) {
            throw new NotationException("cannot read '" + NotationException.excerpt(file) + "': not a valid path");
        } catch (IOException unreadable) {
            throw new NotationException("cannot read '" + NotationException.excerpt(file) + "': " + why(file, unreadable));
        }
    }

    private static String why(String file, IOException unreadable) {
        if (unreadable instanceof NoSuchFileException) {
            return "no such file";
        }
        if (unreadable instanceof AccessDeniedException) {
            return "permission denied";
        }
        if (unreadable instanceof CharacterCodingException) {
            return "not UTF-8 text";
        }
        return Files.isDirectory(Path.of(file)) ? "it is a folder, not a file" : "unreadable";
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

    /** The arguments of {@code convert}. */
    private static final class ConvertArguments {
        @Parameters(paramLabel = "FILE", description = "the game: an SGF or psq record, or a position; - for standard input")
        private String file;

        @Option(names = "--to", paramLabel = "FORM", required = true, description = "sgf, psq or position")
        private String to;

        @Option(names = "--size", paramLabel = "N", description = "the board, where the file does not say it")
        private String size;

        @Option(names = "--rule", paramLabel = "R", description = "the rule, where the file does not say it")
        private String rule;
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
