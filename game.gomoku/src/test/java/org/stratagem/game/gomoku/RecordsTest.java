package org.stratagem.game.gomoku;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.stratagem.engine.api.MoveList;
import org.stratagem.engine.api.NotationException;

/**
 * Game records, SGF and psq: golden files written and read, records of other programs read, round
 * trips of random games through both, and bad records refused in one line that says what and where.
 */
class RecordsTest {
    /** The game of {@code records/game.sgf} and {@code records/game.psq}. */
    private static final String GAME = "7,7 8,8 8,7 6,7 9,7 10,7 7,8 9,6 6,9 5,10 7,9 7,10 8,9 9,9 5,9 4,9 8,10 8,11 8,6";
    private static final String SET_UP = "black 7,7 8,7 white 6,6 8,8 next black then 9,7 10,7";
    private final GomokuGame game = new GomokuGame();

    /** @return a file of {@code src/test/resources/org/stratagem/game/gomoku/records/} */
    static String golden(String name) {
        try (InputStream stream = RecordsTest.class.getResourceAsStream("records/" + name)) {
            return new String(stream.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException unreadable) {
            throw new UncheckedIOException(unreadable);
        }
    }

    @Test
    void aGameIsWrittenAsTheGoldenFilesAndReadBack() {
        GomokuRecord record = new GomokuRecord(game, game.parsePosition(GAME));
        assertEquals(golden("game.sgf"), RecordFormat.SGF.write(record));
        assertEquals(golden("game.psq"), RecordFormat.PSQ.write(record));
        assertEquals(GAME + "\n", RecordFormat.POSITION.write(record));
        for (String file : List.of("game.sgf", "game.psq")) {
            GomokuRecord read = RecordFormat.readAny(golden(file), game);
            assertSame(game, read.game(), file + ": the same board and rule, the same game");
            assertEquals(GAME, game.formatPosition(read.position()), file);
        }
    }

    @Test
    void aSetUpRenjuBoardAndARectangleAreWrittenAsTheGoldenFiles() {
        GomokuGame renju = game.variant(Map.of("rule", "renju"));
        GomokuRecord setUp = new GomokuRecord(renju, renju.parsePosition(SET_UP));
        assertEquals(golden("setup-renju.sgf"), RecordFormat.SGF.write(setUp));
        GomokuRecord read = RecordFormat.readAny(golden("setup-renju.sgf"), game);
        assertEquals(Rule.RENJU, read.position().rule(), "RU[renju] read");
        assertEquals(SET_UP, read.game().formatPosition(read.position()));
        assertEquals("a psq holds a game played from the empty board, and this position is set up: write it as sgf",
                assertThrows(NotationException.class, () -> RecordFormat.PSQ.write(setUp)).getMessage());

        GomokuGame wide = game.variant(Map.of("size", "20x15", "rule", "standard"));
        GomokuRecord rectangle = new GomokuRecord(wide, wide.parsePosition("0,7 19,7"));
        assertEquals(golden("rectangle.sgf"), RecordFormat.SGF.write(rectangle));
        GomokuRecord back = RecordFormat.readAny(golden("rectangle.sgf"), game);
        assertEquals(List.of("20x15", Rule.STANDARD, "0,7 19,7"), List.of(back.position().board().dimensions(),
                back.position().rule(), back.game().formatPosition(back.position())));
    }

    /** Records as other programs write them: comments, variations, escapes, FF[3] names; times and players. */
    @Test
    void recordsOfOtherProgramsAreRead() {
        GomokuRecord sgf = RecordFormat.readAny(golden("other.sgf"), game);
        assertEquals("7,7 8,8 8,7 6,7 9,7", game.formatPosition(sgf.position()), "the main line of the first game");
        GomokuRecord psq = RecordFormat.readAny(golden("other.psq"), game.variant(Map.of("rule", "standard")));
        assertEquals(List.of("20x20", Rule.STANDARD, "9,9 10,10 10,9"), List.of(psq.position().board().dimensions(),
                psq.position().rule(), psq.game().formatPosition(psq.position())), "the reader's rule on the psq's board");
    }

    /** A record is a position for analyze: of the game's board and rule, else refused saying which options read it. */
    @Test
    void aRecordIsAPositionOfItsGame() {
        assertEquals(GAME, game.formatPosition(game.parsePosition(golden("game.psq"))));
        assertEquals(GAME, game.formatPosition(game.parsePosition("\uFEFF  " + golden("game.sgf"))));
        assertEquals("the record's board is 20x15, not 15x15: give --size 20x15",
                assertThrows(NotationException.class, () -> game.parsePosition(golden("rectangle.sgf"))).getMessage());
        assertEquals("the record plays renju, not freestyle: give --rule renju",
                assertThrows(NotationException.class, () -> game.parsePosition(golden("setup-renju.sgf"))).getMessage());
        GomokuGame renju = game.variant(Map.of("rule", "renju"));
        assertEquals(SET_UP, renju.formatPosition(renju.parsePosition(golden("setup-renju.sgf"))));
    }

    /** Random games on random boards under every rule, some set up: SGF and psq give them back. */
    @Test
    void randomGamesGoThroughBothFormats() {
        Random random = new Random(13);
        for (int round = 0; round < 200; round++) {
            int width = 5 + random.nextInt(18);
            int height = random.nextBoolean() ? width : 5 + random.nextInt(18);
            Rule rule = Rule.values()[random.nextInt(Rule.values().length)];
            GomokuGame variant = game.variant(Map.of("size", width + "x" + height, "rule", rule.id()));
            GomokuPosition position = randomGame(variant, random);
            String text = variant.formatPosition(position);
            GomokuRecord record = new GomokuRecord(variant, position);
            GomokuRecord sgf = RecordFormat.readAny(RecordFormat.SGF.write(record), game);
            assertEquals(List.of(width + "x" + height, rule, text), List.of(sgf.position().board().dimensions(),
                    sgf.position().rule(), sgf.game().formatPosition(sgf.position())), text);
            if (!position.isSetUp()) {
                GomokuRecord psq = RecordFormat.readAny(RecordFormat.PSQ.write(record), variant);
                assertSame(variant, psq.game());
                assertEquals(text, variant.formatPosition(psq.position()));
            }
        }
    }

    /** @return a position after random moves, one time in three its stones then set up and more moves played */
    private static GomokuPosition randomGame(GomokuGame game, Random random) {
        GomokuPosition position = playRandomly(game, game.parsePosition(""), random);
        if (random.nextInt(3) == 0 && !position.hasWinningLine()) {
            position = playRandomly(game, game.setUp(position.stonesOf(0), position.stonesOf(1), position.colourToMove()),
                    random);
        }
        return position;
    }

    /** @return the position after up to 30 random legal moves, as its notation gives it */
    private static GomokuPosition playRandomly(GomokuGame game, GomokuPosition position, Random random) {
        MoveList legal = new MoveList();
        for (int moves = random.nextInt(30); moves > 0 && !position.isTerminal(); moves--) {
            legal.clear();
            position.legalMoves(legal);
            position.makeMove(legal.get(random.nextInt(legal.size())));
        }
        return game.parsePosition(game.formatPosition(position));
    }

    @Test
    void badRecordsAreRefusedInOneLineSayingWhatAndWhere() {
        Map<String, String> refusals = new LinkedHashMap<>();
        refusals.put("(", "SGF line 1, column 2: the record ends where ';', '(' or ')' was expected");
        refusals.put("(;B[hh]\n;W[ii", "SGF line 2, column 3: the value opened here has no ']'");
        refusals.put("(;B[hh]\n  !", "SGF line 2, column 3: expected ';', '(' or ')', found '!'");
        refusals.put("(;B[hh]\n  x[aa])", "SGF line 2, column 3: a property's name has no capital letter");
        refusals.put("(;B)", "SGF line 1, column 4: property B has no value: expected '['");
        refusals.put("()", "SGF line 1, column 1: the game tree has no node");
        refusals.put(" (;GM[1];B[hh])", "SGF node 1: GM[1] is not Gomoku (GM[4])");
        refusals.put("(;SZ[30];B[hh])", "SGF SZ[30] is not a board size from 5 to 22");
        refusals.put("(;RU[go])", "SGF node 1: RU[go] is not freestyle, standard, renju or caro");
        refusals.put("(;B[hh];B[ii])", "SGF node 2: B[ii]: white is to move");
        refusals.put("(;B[hh];W[])", "SGF node 2: W[] is a pass: Gomoku has none");
        refusals.put("(;B[hh];W[hh])", "SGF move 2, W[hh]: 7,7 is taken");
        refusals.put("(;B[zz])", "SGF move 1, B[zz]: a point off the 15x15 board");
        refusals.put("(;AB[hh:zz])", "SGF set-up: a point off the 15x15 board");
        refusals.put("(;B[h])", "SGF node 1: B[h] is not a point: two letters, column and row");
        refusals.put("(;W[hh])", "SGF: the first move, W[hh], is white's: set up the board with AB, AW and PL");
        refusals.put("(;B[hh];AB[aa])", "SGF node 2: AB after the moves: set-up properties come before them");
        refusals.put("(;AB[aa][ab]AW[ba]PL[W];B[cc])", "SGF: PL[W] but the first move is B[cc]");
        refusals.put("(;AB[aa][ab][ac][ad][ae])", "SGF set-up: five in a row on the board: the game is over");
        refusals.put("(;AE[aa])", "SGF node 1: AE (stones taken off the board) is not a Gomoku record's");
        refusals.put("(;PL[X])", "SGF node 1: PL[X] is not B or W");
        refusals.put("(;SZ[15][19])", "SGF node 1: SZ takes one value, not 2");
        refusals.put("(;B[aa];W[ba];B[ab];W[bb];B[ac];W[bc];B[ad];W[bd];B[ae];W[be])",
                "SGF move 10, W[be]: the game is over: no move 1,4");
        refusals.put("Piskvorky", "psq line 1: 'Piskvorky' is not a header 'Piskvorky WxH, ...'");
        refusals.put("Piskvorky 30x30, 0:0, 0", "psq line 1: a board of 30x30: boards are 5 to 22 a side");
        refusals.put("Piskvorky 15x15, 0:0, 0\n8,8,0\n16,1,0", "psq line 3: '16,1,0': not a point of the 15x15 board (1..15)");
        refusals.put("Piskvorky 15x15, 0:0, 0\r\n8,8,0\r\n8,8,0", "psq line 3: '8,8,0': 7,7 is taken");
        refusals.put("Piskvorky 15x15, 0:0, 0\n8,8,0\n9;9,0\n9,10,0", "psq line 4: a move after line 3, which is not one");
        refusals.forEach((text, expected) -> assertEquals(expected,
                assertThrows(NotationException.class, () -> RecordFormat.readAny(text, game), text).getMessage(), text));
    }

    /** Every record mangled at random (characters cut, doubled, changed): read, or refused in one short line. */
    @Test
    void mangledRecordsAreReadOrRefusedInOneLine() {
        Random random = new Random(29);
        List<String> files = List.of("game.sgf", "game.psq", "setup-renju.sgf", "rectangle.sgf", "other.sgf", "other.psq");
        String noise = "()[];:\\\n,x0123456789abzABWZ \u0000\u00e9";
        for (int round = 0; round < 5_000; round++) {
            StringBuilder text = new StringBuilder(golden(files.get(random.nextInt(files.size()))));
            for (int edits = 1 + random.nextInt(3); edits > 0 && text.length() > 0; edits--) {
                int at = random.nextInt(text.length());
                switch (random.nextInt(3)) {
                    case 0 -> text.deleteCharAt(at);
                    case 1 -> text.insert(at, text.charAt(at));
                    default -> text.setCharAt(at, noise.charAt(random.nextInt(noise.length())));
                }
            }
            Fuzzing.parseOrRefuse(() -> RecordFormat.readAny(text.toString(), game));
        }
    }
}
