package org.stratagem.game.junqi;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.StringJoiner;
import java.util.function.Supplier;
import org.stratagem.engine.api.NotationException;

/**
 * The record of a refereed game: a text that replays exactly. One item a line, in this order:
 * <pre>
 * junqi-record 1
 * variant siguo                    the switches of {@link Variant}, each on a line of its own:
 * partner_visible 1                variant, partner_visible, hq_movable and draw_after
 * hq_movable 0
 * draw_after 48
 * lineup 0 38 E 36 E 37 34 . ...   the lineup of every seat on the board, in seat order (30 tokens)
 * lineup 1 ...
 * lineup 2 ...
 * lineup 3 ...
 * first 0                          the seat that moved first
 * RESULT 0 6,11 6,10 MOVE          then the {@linkplain Referee#events() events}, a turn at a time: a
 * PASS 1 late                      board move as the seats were told it, a missed turn and why, or
 * RESULT 2 8,5 8,6 TAKE FLAG 9,0   RESIGN seat; each followed by OUT seat reason for the seats it put out
 * RESIGN 3                         and, after the last turn, END team02, END team13 or END draw
 * OUT 3 resigned
 * ...
 * END team02
 * </pre>
 * Blank lines and lines that begin with {@code #} are comments. {@link #replay} plays the record again
 * by the rules and checks it line by line: every move legal and made by the seat to move, every outcome,
 * flag, elimination and the result as recorded, nothing after the end. The reason of a {@code PASS} is
 * the referee's note, not checked. A record may stop between two turns of a game that is not over: it is
 * then the record of a game in progress (a web session's, {@link #write(JunqiPosition)}), which replays to
 * the position it reached.
 *
 * <p>A record starts from a deployment (every seat's lineup, unmoved, and the seat to move first): a game
 * started from a position in mid-game has no record.
 */
final class JunqiRecord {
    /** The first line of a record. */
    static final String MAGIC = "junqi-record 1";
    /** The extension of a record's file name, without the dot. */
    static final String EXTENSION = "jrec";
    private static final List<String> SWITCHES = List.of(Variant.VARIANT, Variant.PARTNER_VISIBLE, Variant.HQ_MOVABLE,
            Variant.DRAW_AFTER);

    private JunqiRecord() {
    }

    /**
     * @param referee a game, over or not
     * @return its record, one line each, without line ends
     */
    static List<String> write(Referee referee) {
        List<String> lines = new ArrayList<>();
        lines.add(MAGIC);
        Map<String, String> options = referee.variant().options();
        for (String name : SWITCHES) {
            lines.add(name + " " + options.get(name));
        }
        for (int seat = 0; seat < Board.SEATS; seat++) {
            if (referee.lineup(seat) != null) {
                lines.add("lineup " + seat + " " + referee.lineup(seat));
            }
        }
        lines.add("first " + referee.first());
        lines.addAll(referee.events());
        return lines;
    }

    /**
     * @param position a position reached by play (its {@link JunqiPosition#movesPlayed}) from a deployment
     * @return the record of the game up to the position, one line each, without line ends
     * @throws NotationException if the game did not start from a deployment
     */
    static List<String> write(JunqiPosition position) {
        JunqiPosition start = position.start();
        Referee referee = new Referee(start.variant(), deployment(start), start.turn());
        for (int move : position.movesPlayed()) {
            switch (move) {
                case JunqiPosition.PASS -> referee.miss("");
                case JunqiPosition.RESIGN -> referee.answer("RESIGN");
                default -> referee.move(move);
            }
        }
        return write(referee);
    }

    /** @return the lineup of every seat on the board of a deployment, null for the duel's absent seats */
    private static Lineup[] deployment(JunqiPosition start) {
        Board board = start.board();
        Lineup[] lineups = new Lineup[Board.SEATS];
        try {
            for (int seat = 0; seat < Board.SEATS; seat++) {
                if (board.seated(seat)) {
                    lineups[seat] = Lineup.parse(tokens(start, seat));
                }
            }
            String deployed = PositionNotation.format(new JunqiPosition(start.variant(), lineups, start.turn()));
            if (deployed.equals(PositionNotation.format(start))) {
                return lineups;
            }
        } catch (NotationException notALineup) {
            // a piece lost, moved or on another seat's area: the game started in mid-game
        }
        throw new NotationException("a Junqi record starts from a deployment, and this game started from a position in mid-game");
    }

    /** @return the tokens of the pieces on a seat's area, in lineup order, {@code ?} for another seat's piece */
    private static String tokens(JunqiPosition position, int seat) {
        StringJoiner tokens = new StringJoiner(" ");
        for (int local = 0; local < Board.AREA; local++) {
            int code = position.code(position.board().cell(seat, local));
            tokens.add(code == Piece.EMPTY ? "." : Piece.owner(code) != seat ? "?" : Rank.ALL[Piece.rank(code)].token());
        }
        return tokens.toString();
    }

    /**
     * @param text a record
     * @return the referee at the end of the recorded game, or where the record of a game in progress stops
     * @throws NotationException with the line number (from 1) and what is wrong, in one line
     */
    static Referee replay(String text) {
        List<String> raw = text.lines().toList();
        List<Integer> numbers = new ArrayList<>();
        List<String> lines = new ArrayList<>();
        for (int i = 0; i < raw.size(); i++) {
            String line = raw.get(i).strip();
            if (!line.isEmpty() && !line.startsWith("#")) {
                numbers.add(i + 1);
                lines.add(line);
            }
        }
        Reader reader = new Reader(lines, numbers);
        reader.expect(MAGIC);
        Variant switched = Variant.SIGUO;
        for (String name : SWITCHES) {
            String value = reader.value(name);
            Variant soFar = switched;
            switched = reader.check(() -> soFar.with(Map.of(name, value)));
        }
        Variant variant = switched;
        Lineup[] lineups = new Lineup[Board.SEATS];
        for (int seat = 0; seat < Board.SEATS; seat++) {
            if (variant.board().seated(seat)) {
                int owner = seat;
                lineups[seat] = reader.check(() -> Referee.lineup(owner, reader.value("lineup " + owner)));
            }
        }
        String first = reader.value("first");
        Referee referee = reader.check(() -> new Referee(variant, lineups, Observation.seat(first)));
        JunqiGame game = new JunqiGame().variant(variant.options());
        while (!referee.over() && reader.more()) {
            String line = reader.next("a turn of seat " + referee.toMove());
            int before = referee.events().size();
            reader.check(() -> replayTurn(game, referee, line));
            List<String> events = referee.events();
            reader.same(events.get(before), line.replaceAll("\\s+", " "));
            for (String event : events.subList(before + 1, events.size())) {
                reader.same(event, reader.next("'" + event + "'"));
            }
        }
        reader.end();
        return referee;
    }

    /**
     * @param text    a record
     * @param variant the rules the record must follow, its {@code lineup} option aside (a record has its lineups)
     * @return the referee at the end of the recorded game, or where the record of a game in progress stops
     * @throws NotationException as {@link #replay(String)} does, or naming the first switch the record has another value of
     */
    static Referee replay(String text, Variant variant) {
        Referee referee = replay(text);
        Map<String, String> recorded = referee.variant().options();
        Map<String, String> rules = variant.options();
        for (String name : SWITCHES) {
            if (!recorded.get(name).equals(rules.get(name))) {
                throw new NotationException("the record's " + name + " is " + recorded.get(name) + ", the game's "
                        + rules.get(name));
            }
        }
        return referee;
    }

    /** Plays one recorded turn: {@code RESULT seat x1,y1 x2,y2 ...}, {@code PASS seat reason} or {@code RESIGN seat}. */
    private static Referee.Turn replayTurn(JunqiGame game, Referee referee, String line) {
        String[] words = line.split("\\s+");
        if (!List.of("RESULT", "PASS", "RESIGN").contains(words[0])) {
            throw new NotationException("'" + NotationException.excerpt(line) + "' is not RESULT, PASS or RESIGN of the seat to move");
        }
        int seat = words.length > 1 ? Observation.seat(words[1]) : -1;
        if (seat != referee.toMove()) {
            throw new NotationException("'" + NotationException.excerpt(line) + "': seat " + referee.toMove() + " is to move");
        }
        return switch (words[0]) {
            case "RESULT" -> {
                if (words.length < 5) {
                    throw new NotationException("'" + NotationException.excerpt(line) + "' is not RESULT seat x1,y1 x2,y2 outcome");
                }
                JunqiPosition position = referee.position();
                int move = game.parseMove(position, words[2] + " " + words[3]);
                if (move >= JunqiPosition.PASS) {
                    throw new NotationException("'" + NotationException.excerpt(line) + "' is not a board move");
                }
                yield referee.move(move);
            }
            case "PASS" -> referee.miss(words.length > 2 ? line.split("\\s+", 3)[2] : "");
            default -> referee.answer("RESIGN");
        };
    }

    /** The record's lines after the comments, each with its number in the file, read in order. */
    private static final class Reader {
        private final List<String> lines;
        private final List<Integer> numbers;
        private int next;

        Reader(List<String> lines, List<Integer> numbers) {
            this.lines = lines;
            this.numbers = numbers;
        }

        /** @return whether a line is left */
        boolean more() {
            return next < lines.size();
        }

        /** @return the next line, which must be there */
        String next(String what) {
            if (next == lines.size()) {
                throw new NotationException("line " + (numbers.isEmpty() ? 1 : numbers.get(next - 1) + 1) + ": the record ends before "
                        + what);
            }
            return lines.get(next++);
        }

        void expect(String line) {
            String read = next("'" + line + "'");
            if (!read.equals(line)) {
                throw wrong("'" + NotationException.excerpt(read) + "' where '" + line + "' was expected");
            }
        }

        /** @return the value of the next line, which is {@code name value} */
        String value(String name) {
            String read = next(name);
            if (!read.startsWith(name + " ")) {
                throw wrong("'" + NotationException.excerpt(read) + "' where '" + name + " ...' was expected");
            }
            return read.substring(name.length() + 1).strip();
        }

        /** Checks that the line just read says what the rules give. */
        void same(String given, String recorded) {
            if (!given.equals(recorded)) {
                throw wrong("recorded '" + NotationException.excerpt(recorded) + "', the rules give '" + given + "'");
            }
        }

        /** @return what the step gives, its error said at the line just read */
        <T> T check(Supplier<T> step) {
            try {
                return step.get();
            } catch (NotationException bad) {
                throw wrong(bad.getMessage());
            }
        }

        void end() {
            if (next < lines.size()) {
                next++;
                throw wrong("'" + NotationException.excerpt(lines.get(next - 1)) + "' after the end of the game");
            }
        }

        private NotationException wrong(String what) {
            return new NotationException("line " + numbers.get(next - 1) + ": " + what);
        }
    }
}
