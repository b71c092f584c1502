package org.stratagem.game.junqi;

import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.function.Consumer;
import java.util.function.Supplier;
import org.osgi.service.component.annotations.Component;
import org.stratagem.engine.api.MoveGenerator;
import org.stratagem.engine.api.NotationException;
import org.stratagem.engine.api.SeatViews;
import org.stratagem.engine.api.command.Choice;
import org.stratagem.engine.api.command.Command;
import org.stratagem.engine.api.command.CommandContext;
import org.stratagem.engine.api.command.CommandName;
import org.stratagem.engine.api.command.MatchScore;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code ./stratagem junqi brain|referee|replay|view}: a jbrain brain on standard input and output
 * ({@link JunqiBrain}), a referee of whole games between brains ({@link RefereeMatch}), the check of a
 * game's record ({@link JunqiRecord}), and a recorded game as one seat saw it ({@link JunqiSeatViews}).
 */
@Component(service = Command.class)
@CommandName(JunqiCommand.NAME)
public final class JunqiCommand implements Command {
    /** The command's name: the game's. */
    static final String NAME = JunqiGame.ID;
    /** The chooser that searches the seat's beliefs on expectations ({@link ThinkerChooser}). */
    static final String THINKER = "thinker";

    private static final String USAGE_LINE = "usage: ./stratagem junqi brain [--chooser SPEC] [--lineup default|random[:SEED]]\n"
            + "       ./stratagem junqi referee --seat0 SEAT --seat1 SEAT --seat2 SEAT --seat3 SEAT [--games N] [--time MS]\n"
            + "                                 [--record DIR] [--variant siguo|duel] [--partner_visible 0|1] [--hq_movable 0|1]\n"
            + "                                 [--draw_after N]\n"
            + "       ./stratagem junqi replay FILE\n"
            + "       ./stratagem junqi view FILE --seat N [--json]";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String summary() {
        return "Siguo Junqi: a jbrain brain, a referee of games between brains, the check of a record, a record seen from a seat";
    }

    @Override
    public String usage() {
        return USAGE_LINE + """

                  brain    plays one seat by the jbrain protocol on standard input and output
                           (../shared/specs/junqi.md): START, INFO, DEPLOY, LINEUP, BEGIN, GO, RESULT, OUT,
                           END, QUIT. It sees only what its seat may, answers GO within INFO timeout_turn.
                           --chooser thinker (the default: a search on expectations over the seat's beliefs,
                           with the platform's expectimax), greedy[:SEED] or random:SEED;
                           --strategy ID, --movegen ID, --evaluator ID configure the thinker: a strategy
                           of games with chance searches the belief state (expectimax; movegen legal or
                           contacts, evaluator belief), one of hidden information positions drawn from the
                           beliefs (determinize; evaluator material);
                           --lineup default (the default) or random[:SEED], what DEPLOY answers.
                  referee  referees whole games with hidden information over jbrain and prints the result and
                           the final position of each, then team02's wins, draws and losses against team13. A SEAT is a shell command
                           that runs a brain (e.g. './stratagem junqi brain'), or a brain of this process:
                           random:SEED (random legal moves, random lineups), greedy[:SEED] or thinker. A duel needs
                           --seat0 and --seat2 only. The first seat goes round the seats from game to game.
                           --games N (1), --time MS per GO and DEPLOY (1000), --record DIR writes
                           DIR/game-NNN.jrec; the switches as the game's variant options.
                  replay   checks a record (every move legal, every outcome and the result as recorded)
                           and prints the final position; a bad record is one line with its line number.
                  view     replays a record as seat N saw it and prints every piece at the end, a line each:
                           its cell, its seat and its rank where N was shown it (seen) or is sure of it
                           (inferred), else the ranks it may have with their chances, most likely first;
                           --json: {"seat", "pieces": [{"cell", "owner", "seen", "ranks": [{"rank",
                           "probability"}]}]}.""";
    }

    @Override
    public int run(CommandContext context) {
        List<String> arguments = context.arguments();
        String subcommand = arguments.isEmpty() ? "" : arguments.get(0);
        List<String> rest = arguments.subList(Math.min(1, arguments.size()), arguments.size());
        return switch (subcommand) {
            case "brain" -> brain(context, context.parse(new BrainOptions(), rest));
            case "referee" -> referee(context, context.parse(new RefereeOptions(), rest));
            case "replay" -> replay(context, context.parse(new ReplayOptions(), rest));
            case "view" -> view(context, context.parse(new ViewOptions(), rest));
            default -> throw new NotationException("expected the subcommand brain, referee, replay or view, not '"
                    + NotationException.excerpt(subcommand) + "'; " + USAGE_LINE.lines().findFirst().orElseThrow());
        };
    }

    private static int brain(CommandContext context, BrainOptions options) {
        Supplier<Lineup> deployments = deployments(options.lineup);
        JunqiBrain brain = new JunqiBrain(chooser(options.chooser, options.thinking(), context), deployments);
        PrintStream out = context.output();
        try {
            for (String text = context.input().readLine(); text != null; text = context.input().readLine()) {
                if (text.strip().equals("QUIT")) {
                    break;
                }
                brain.answer(text).forEach(out::println);
                out.flush();
            }
        } catch (IOException unreadable) {
            throw new UncheckedIOException(unreadable);
        }
        return 0;
    }

    private static int referee(CommandContext context, RefereeOptions options) {
        Variant variant = Variant.SIGUO.with(options.switches());
        PrintStream out = context.output();
        int[] game = {0};
        Consumer<String> log = note -> out.println("game " + game[0] + ": " + note);
        SeatPlayer[] seats = new SeatPlayer[Board.SEATS];
        List<Integer> seated = new ArrayList<>();
        for (int seat = 0; seat < Board.SEATS; seat++) {
            if (variant.board().seated(seat)) {
                if (options.seats[seat] == null) {
                    throw new NotationException("--seat" + seat + " is missing: the " + options.variant + " board seats "
                            + (variant.board().duel() ? "0 and 2" : "0, 1, 2 and 3"));
                }
                seated.add(seat);
            }
        }
        int[] results = new int[3];
        try {
            for (int seat : seated) {
                int owner = seat;
                seats[seat] = seat(options.seats[seat], line -> log.accept("seat " + owner + " says " + line), context);
            }
            RefereeMatch match = new RefereeMatch(variant, seats, options.time, log);
            for (game[0] = 1; game[0] <= options.games; game[0]++) {
                Referee referee = match.play(seated.get((game[0] - 1) % seated.size()));
                String result = referee.result();
                results[result.equals(Referee.TEAM02) ? 0 : result.equals(Referee.DRAW) ? 1 : 2]++;
                out.println("game " + game[0] + ": " + result + " in " + referee.turns() + " turns, seat " + referee.first()
                        + " first; missed turns " + missed(referee) + (options.record == null ? "" : "; " + record(options.record,
                                game[0], referee)));
                out.println("game " + game[0] + ": final position " + PositionNotation.format(referee.position()));
                out.flush();
            }
        } finally {
            for (SeatPlayer seat : seats) {
                if (seat != null) {
                    seat.close();
                }
            }
        }
        int games = options.games;
        MatchScore score = new MatchScore(results[0], results[1], results[2]);
        out.println("team02 against team13: " + results[0] + " wins, " + results[1] + " draws, " + results[2] + " losses in "
                + games + (games == 1 ? " game" : " games") + String.format(Locale.ROOT, " (score %.3f)", score.score()));
        out.println("Elo difference: " + score.eloText());
        return 0;
    }

    private static int replay(CommandContext context, ReplayOptions options) {
        context.output().println(PositionNotation.format(replayed(options.file).position()));
        return 0;
    }

    /** @return the referee at the end of the game a record file holds */
    private static Referee replayed(String file) {
        String text;
        try {
            text = Files.readString(Path.of(file));
        } catch (IOException unreadable) {
            throw new NotationException("cannot read '" + NotationException.excerpt(file) + "': " + unreadable.getMessage());
        }
        try {
            return JunqiRecord.replay(text);
        } catch (NotationException bad) {
            throw new NotationException(file + ": " + bad.getMessage());
        }
    }

    private static int view(CommandContext context, ViewOptions options) {
        Referee referee = replayed(options.file);
        SeatViews.View view = new JunqiSeatViews().view(referee.start(), referee.moves(), options.seat);
        PrintStream out = context.output();
        if (options.json) {
            out.println(context.toJson(view));
            return 0;
        }
        for (SeatViews.Piece piece : view.pieces()) {
            StringBuilder line = new StringBuilder(piece.cell()).append(' ').append(piece.owner());
            if (piece.ranks().size() == 1) {
                line.append(' ').append(piece.ranks().get(0).rank()).append(piece.seen() ? " seen" : " inferred");
            } else {
                for (SeatViews.Chance chance : piece.ranks()) {
                    line.append(' ').append(chance.rank()).append(String.format(Locale.ROOT, " %.1f%%", 100 * chance.probability()));
                }
            }
            out.println(line);
        }
        return 0;
    }

    private static String missed(Referee referee) {
        List<String> counts = new ArrayList<>();
        for (int seat = 0; seat < Board.SEATS; seat++) {
            if (referee.variant().board().seated(seat)) {
                counts.add(String.valueOf(referee.missed(seat)));
            }
        }
        return String.join(" ", counts);
    }

    private static String record(String folder, int game, Referee referee) {
        Path file = Path.of(folder, String.format(Locale.ROOT, "game-%03d.jrec", game));
        try {
            Files.createDirectories(file.getParent());
            Files.write(file, JunqiRecord.write(referee));
        } catch (IOException unwritable) {
            throw new UncheckedIOException(unwritable);
        }
        return "record " + file;
    }

    /**
     * @param spec     {@code thinker}, {@code greedy}, {@code greedy:SEED} or {@code random:SEED}
     * @param thinking the thinker's configuration ({@link ThinkerChooser#bound})
     * @param context  the platform, whose bound strategy (default {@value ThinkerChooser#DEFAULT_STRATEGY}) the
     *                 thinker searches with, contained
     * @return the chooser
     */
    static MoveChooser chooser(String spec, Choice thinking, CommandContext context) {
        if (spec.equals(THINKER)) {
            return ThinkerChooser.bound(context, thinking, Variant.SIGUO);
        }
        if (spec.equals("greedy")) {
            return new GreedyChooser(0);
        }
        if (spec.matches("(greedy|random):-?[0-9]{1,18}")) {
            long seed = Long.parseLong(spec.substring(spec.indexOf(':') + 1));
            return spec.startsWith("greedy") ? new GreedyChooser(seed) : new RandomChooser(seed);
        }
        throw new NotationException("--chooser '" + NotationException.excerpt(spec)
                + "' is not thinker, greedy, greedy:SEED or random:SEED");
    }

    /**
     * @param spec {@code default}, {@code random} or {@code random:SEED}, as the game's {@code --lineup}
     * @return the lineups of successive deployments: the default one each time, or random ones from the seed
     */
    static Supplier<Lineup> deployments(String spec) {
        Long seed = Variant.SIGUO.with(Map.of(Variant.LINEUP, spec)).lineupSeed();
        if (seed == null) {
            return () -> Lineup.STANDARD;
        }
        SplittableRandom random = new SplittableRandom(seed);
        return () -> Lineup.random(random);
    }

    /** @return the player of a seat spec: a brain of this process, or a program */
    private static SeatPlayer seat(String spec, Consumer<String> log, CommandContext context) {
        if (spec.matches("random:-?[0-9]{1,18}")) {
            return SeatPlayer.inProcess(new JunqiBrain(chooser(spec, Choice.NONE, context), deployments(spec)), log);
        }
        if (spec.matches("(greedy(:-?[0-9]{1,18})?|" + THINKER + ")")) {
            return SeatPlayer.inProcess(new JunqiBrain(chooser(spec, Choice.NONE, context), deployments("default")), log);
        }
        return SeatPlayer.program(spec, log);
    }

    /** The options of {@code brain}. */
    private static final class BrainOptions {
        @Option(names = "--chooser", paramLabel = "SPEC", description = "thinker, greedy[:SEED] or random:SEED")
        private String chooser = THINKER;

        @Option(names = "--lineup", paramLabel = "SPEC", description = "default, random or random:SEED")
        private String lineup = "default";

        @Option(names = "--strategy", paramLabel = "ID")
        private String strategy;

        @Option(names = "--movegen", paramLabel = "ID")
        private String movegen;

        @Option(names = "--evaluator", paramLabel = "ID")
        private String evaluator;

        /** @return the thinker's configuration; refused for another chooser */
        Choice thinking() {
            Choice choice = new Choice(strategy, movegen, evaluator);
            if (!chooser.equals(THINKER) && !choice.equals(Choice.NONE)) {
                throw new NotationException("--strategy, --movegen and --evaluator configure --chooser thinker, not '"
                        + NotationException.excerpt(chooser) + "'");
            }
            return choice;
        }
    }

    /** The options of {@code referee}. */
    private static final class RefereeOptions {
        private final String[] seats = new String[Board.SEATS];

        @Option(names = "--games", paramLabel = "N", description = "the number of games")
        private int games = 1;

        @Option(names = "--time", paramLabel = "MS", description = "the time of each answer to GO and DEPLOY")
        private long time = JunqiBrain.DEFAULT_TIMEOUT_TURN;

        @Option(names = "--record", paramLabel = "DIR", description = "the folder of the games' records")
        private String record;

        @Option(names = "--variant", paramLabel = "NAME", description = "siguo or duel")
        private String variant = "siguo";

        @Option(names = "--partner_visible", paramLabel = "0|1", description = "whether partners see each other's ranks")
        private String partnerVisible = "1";

        @Option(names = "--hq_movable", paramLabel = "0|1", description = "whether pieces in a headquarters move")
        private String hqMovable = "0";

        @Option(names = "--draw_after", paramLabel = "N", description = "the turns without a collision that draw")
        private String drawAfter = "48";

        @Option(names = "--seat0", paramLabel = "SEAT", description = "the player of seat 0")
        private void seat0(String spec) {
            seats[0] = spec;
        }

        @Option(names = "--seat1", paramLabel = "SEAT", description = "the player of seat 1")
        private void seat1(String spec) {
            seats[1] = spec;
        }

        @Option(names = "--seat2", paramLabel = "SEAT", description = "the player of seat 2")
        private void seat2(String spec) {
            seats[2] = spec;
        }

        @Option(names = "--seat3", paramLabel = "SEAT", description = "the player of seat 3")
        private void seat3(String spec) {
            seats[3] = spec;
        }

        Map<String, String> switches() {
            if (games < 1 || time < 1) {
                throw new NotationException("--games and --time must be at least 1");
            }
            return Map.of(Variant.VARIANT, variant, Variant.PARTNER_VISIBLE, partnerVisible, Variant.HQ_MOVABLE, hqMovable,
                    Variant.DRAW_AFTER, drawAfter);
        }
    }

    /** The parameter of {@code replay}. */
    private static final class ReplayOptions {
        @Parameters(paramLabel = "FILE", description = "the record to check")
        private String file;
    }

    /** The parameter and options of {@code view}. */
    private static final class ViewOptions {
        @Parameters(paramLabel = "FILE", description = "the record to replay")
        private String file;

        @Option(names = "--seat", paramLabel = "N", required = true, description = "the seat whose view is printed")
        private int seat;

        @Option(names = "--json", description = "the view as JSON")
        private boolean json;
    }
}
