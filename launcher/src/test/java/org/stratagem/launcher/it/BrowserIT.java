package org.stratagem.launcher.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInfo;
import org.openqa.selenium.By;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.WindowType;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;
import org.stratagem.launcher.cli.WebServer;

/**
 * The pages in a real browser: Debian's headless Chromium, driven by Selenium through Debian's chromedriver,
 * against {@code ./stratagem web} in a subprocess. A Gomoku game played through the page to its end with the
 * strategy switched mid-game; a renju record loaded, a move on a forbidden point refused, the refusal still
 * shown when another client's move arrives; a strategy bundle dropped into {@code load/} and removed while the
 * strategies panel watches; Triangle War and TwoFour games played to their end by clicking the board, with
 * undo, analysis and the engine moving for the user; a Junqi game from the referee's view, a seat played by
 * clicking, then watched while the engine plays every seat, then seen from South's seat; a Huarong Dao
 * solution stepped through in both metrics beside the census; and a Gomoku match between two engines watched
 * move by move, stopped and resumed. Screenshots go to {@code target/screenshots/}.
 */
class BrowserIT {
    private static final Path SCREENSHOTS = Path.of("target", "screenshots");
    private static final Duration PATIENCE = Duration.ofSeconds(60);
    /** How often a wait asks the page again (Selenium's default, 500 ms, left most waits idle for half of it). */
    private static final Duration POLLING = Duration.ofMillis(50);
    /**
     * How often a wait asks the API again: the server lets a client send a burst of 100 requests, then 300 a
     * minute (WebGuard's defaults), which a wait asking every 50 ms, beside the page's own requests, would exhaust
     * in seconds (the likely cause of one failed CI run, where an answer came back without the session).
     */
    private static final Duration API_POLLING = Duration.ofMillis(500);
    /** How long the browser packages' install, where ./run-tests runs it beside the build, may still take. */
    private static final Duration INSTALL_PATIENCE = Duration.ofMinutes(10);

    private WebServer web;
    private ChromeDriver browser;
    private WebDriverWait wait;
    /** A wait whose condition asks the API, at {@link #API_POLLING}. */
    private WebDriverWait apiWait;
    private String test;

    /**
     * Waits for the install of chromium and chromedriver where {@code ./run-tests} runs it beside the build: the
     * property {@code stratagem.browser.install} names the file that holds its status once it ends.
     */
    @BeforeAll
    static void browserInstalled() throws Exception {
        String status = System.getProperty("stratagem.browser.install", "");
        if (status.isBlank()) {
            return;
        }
        long deadline = System.nanoTime() + INSTALL_PATIENCE.toNanos();
        while (!Files.exists(Path.of(status)) && System.nanoTime() < deadline) {
            Thread.sleep(1000);
        }
        if (!Files.exists(Path.of(status))) {
            fail("the browser packages' install has not ended in " + INSTALL_PATIENCE.toMinutes() + " minutes");
        }
        String ended = Files.readString(Path.of(status)).strip();
        assertEquals("0", ended, "the browser packages' install failed");
    }

    @BeforeEach
    void start(TestInfo info) throws Exception {
        test = info.getTestMethod().orElseThrow().getName();
        web = WebServer.start(Files.createTempDirectory("stratagem-browser"));
        ChromeOptions options = new ChromeOptions().setBinary(new File("/usr/bin/chromium"));
        options.addArguments("--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                "--disable-background-networking", "--disable-component-update", "--disable-sync",
                "--window-size=1200,900", "--user-data-dir=" + Files.createTempDirectory("stratagem-chromium"));
        ChromeDriverService service = new ChromeDriverService.Builder()
                .usingDriverExecutable(new File("/usr/bin/chromedriver")).usingAnyFreePort().build();
        browser = new ChromeDriver(service, options);
        wait = new WebDriverWait(browser, PATIENCE, POLLING);
        wait.withMessage(this::pageState);
        apiWait = new WebDriverWait(browser, PATIENCE, API_POLLING);
        apiWait.withMessage(this::pageState);
    }

    /** @return what the page said last, for a wait that timed out: its status and its error, where it shows them */
    private String pageState() {
        Object said = browser.executeScript("const text = id => { const e = document.getElementById(id); return e ? e.textContent : '-'; };"
                + "return \"the page says: status '\" + text('status') + \"', error '\" + text('error') + \"'\";");
        return String.valueOf(said);
    }

    @AfterEach
    void stop() throws Exception {
        try {
            if (browser != null) {
                browser.quit();
            }
        } finally {
            web.close();
        }
    }

    @Test
    void aGomokuGameIsPlayedToItsEndWithTheStrategySwitchedMidGame() throws Exception {
        browser.get(web.base + "gomoku.html");
        Object drawn = browser.executeAsyncScript("const done = arguments[0];"
                + "(function poll() { document.querySelector('#board .pt') ? done(Math.round(performance.now()))"
                + " : setTimeout(poll, 2); })();");
        Object loaded = browser.executeScript("return Math.round(performance.getEntriesByType('navigation')[0].loadEventEnd)");
        System.out.printf("BrowserIT: gomoku.html loaded (load event) in %s ms, its board drawn in %s ms%n", loaded, drawn);
        wait.until(ExpectedConditions.textToBe(By.id("status"), "Your move (black)"));
        newGameWithAlphabeta("Your move (black)");
        for (int move = 0; !status().startsWith("Game over"); move++) {
            if (move == 3) {
                new Select(browser.findElement(By.id("strategy"))).selectByValue("mcts");
                screenshot("before-switch");
            }
            int stones = stones();
            firstEmptyPoint().click();
            wait.until(driver -> stones() >= stones + 2 || status().startsWith("Game over"));
            if (move >= 3 && !status().startsWith("Game over")) {
                wait.until(ExpectedConditions.textMatches(By.id("thinking"), Pattern.compile("^mcts: ")));
            }
            assertTrue(move < 60, "the game did not end");
            assertEquals("", browser.findElement(By.id("error")).getText());
        }
        screenshot("game-over");
        assertEquals("Game over: white wins", status());
        String session = web.get("api/sessions/" + sessionId()).body();
        assertTrue(session.contains("\"strategy\":\"mcts\""), session);
        assertTrue(session.contains("\"over\":true"), session);
    }

    @Test
    void aRenjuRecordIsLoadedWithItsForbiddenPointsAndSavedAgain() throws Exception {
        browser.get(web.base + "gomoku.html");
        wait.until(ExpectedConditions.textToBe(By.id("status"), "Your move (black)"));
        Path record = Files.createTempFile("renju", ".sgf");
        Files.writeString(record, "(;GM[4]FF[4]SZ[15]RU[renju];B[hh];W[aa];B[ih];W[ac];B[hi];W[ae];B[ij];W[oo];B[ji];W[oa])");
        String first = browser.getCurrentUrl();
        browser.findElement(By.id("load")).sendKeys(record.toAbsolutePath().toString());
        wait.until(driver -> !driver.getCurrentUrl().equals(first));
        wait.until(driver -> stones() == 10 && !browser.findElements(By.cssSelector("#p-7-6.forbidden")).isEmpty());
        assertEquals("renju", new Select(browser.findElement(By.id("rule"))).getFirstSelectedOption().getText());
        assertTrue(browser.findElement(By.id("p-7-7")).getAttribute("class").contains("black"));
        assertTrue(browser.findElement(By.id("p-14-0")).getAttribute("class").contains("last"));
        browser.findElement(By.id("p-7-6")).click();
        wait.until(driver -> !browser.findElement(By.id("error")).getText().isEmpty());
        screenshot("forbidden");
        assertTrue(browser.findElement(By.id("error")).getText().contains("forbidden"),
                browser.findElement(By.id("error")).getText());
        assertEquals(10, stones());
        assertEquals(200, web.post("api/sessions/" + sessionId() + "/moves", "{\"move\": \"0,14\"}").statusCode());
        wait.until(driver -> stones() == 11);
        assertTrue(browser.findElement(By.id("error")).getText().contains("forbidden"),
                "another client's move, shown from the event stream, leaves the user's error: "
                        + browser.findElement(By.id("error")).getText());
        String saved = web.get(browser.findElement(By.id("save-sgf")).getAttribute("href").substring(web.base.length()))
                .body();
        assertTrue(saved.startsWith("(;GM[4]FF[4]SZ[15]RU[renju]") && saved.contains(";B[ji]") && saved.contains(";W[oa]"),
                saved);
    }

    @Test
    void boundElsewhereThePagesWorkOnceOpenedWithTheAddressThatCarriesTheToken() throws Exception {
        web.close();
        web = WebServer.start(Files.createTempDirectory("stratagem-browser"), "0.0.0.0");
        browser.get(web.base + "gomoku.html");
        wait.until(driver -> browser.findElement(By.id("error")).getText().contains("a token is required"));
        browser.get(web.second.replace("//0.0.0.0:", "//127.0.0.1:"));
        browser.findElement(By.linkText("play Gomoku")).click();
        wait.until(ExpectedConditions.textToBe(By.id("status"), "Your move (black)"));
        int stones = stones();
        firstEmptyPoint().click();
        wait.until(driver -> stones() >= stones + 2);
        assertEquals("", browser.findElement(By.id("error")).getText());
        assertEquals(List.of(), browser.manage().getCookies().stream().filter(cookie -> !cookie.isHttpOnly()).toList(),
                "the token's cookie is out of the pages' scripts' reach");
        browser.switchTo().newWindow(WindowType.TAB).get(web.base + "strategies.html");
        wait.until(ExpectedConditions.textToBe(By.id("connection"), "live"));
    }

    @Test
    void aStrategyDroppedIntoLoadAppearsInThePanelAndGoes() throws Exception {
        browser.get(web.base + "gomoku.html");
        wait.until(ExpectedConditions.textToBe(By.id("status"), "Your move (black)"));
        String game = browser.getWindowHandle();
        browser.switchTo().newWindow(WindowType.TAB).get(web.base + "strategies.html");
        String panel = browser.getWindowHandle();
        wait.until(ExpectedConditions.textToBe(By.id("connection"), "live"));
        wait.until(driver -> !ids().isEmpty());
        assertTrue(ids().contains("alphabeta"), ids().toString());
        Path jar = web.home.resolve("load").resolve("probe-strategy.jar");
        Files.createDirectories(jar.getParent());
        try (InputStream bundle = ProbeBundles.strategy("org.stratagem.it.browserprobe", "1.0.0", "probe", 7, 0, "play")) {
            Files.copy(bundle, web.home.resolve("probe.tmp"), StandardCopyOption.REPLACE_EXISTING);
        }
        Files.move(web.home.resolve("probe.tmp"), jar);
        wait.until(driver -> ids().contains("probe"));
        screenshot("deployed");
        assertTrue(browser.findElement(By.id("changes")).getText().contains("strategy probe registered"),
                browser.findElement(By.id("changes")).getText());
        browser.switchTo().window(game);
        wait.until(driver -> strategyChoices().contains("probe"));
        new Select(browser.findElement(By.id("strategy"))).selectByValue("probe");
        browser.switchTo().window(panel);
        Files.delete(jar);
        wait.until(driver -> !ids().contains("probe"));
        screenshot("removed");
        assertTrue(browser.findElement(By.id("changes")).getText().contains("strategy probe unregistering"));
        browser.switchTo().window(game);
        wait.until(driver -> !strategyChoices().contains("probe"));
        String id = sessionId();
        apiWait.until(driver -> {
            try {
                return web.get("api/sessions/" + id).body().contains("\"strategy\":\"\"");
            } catch (IOException unanswered) {
                return false;
            } catch (InterruptedException interrupted) {
                Thread.currentThread().interrupt();
                return false;
            }
        });
    }

    @Test
    void aTriangleWarGameIsPlayedByClickingSegmentsWithTheEngineAnswering() throws Exception {
        browser.get(web.base + "trianglewar.html");
        wait.until(ExpectedConditions.textToBe(By.id("status"), "Your move (A)"));
        newGameWithAlphabeta("Your move (A)");
        browser.findElement(By.id("s-1-2")).click();
        wait.until(driver -> drawn() >= 2 && status().equals("Your move (A)"));
        int before = drawn();
        firstFreeSegment().click();
        wait.until(driver -> drawn() > before && status().equals("Your move (A)"));
        browser.findElement(By.id("undo")).click();
        wait.until(driver -> drawn() == before);
        browser.findElement(By.id("analyse")).click();
        wait.until(ExpectedConditions.textMatches(By.id("thinking"), Pattern.compile("^alphabeta: \\d+-\\d+ ")));
        apiWait.until(driver -> !session().get("thinking").getAsBoolean());
        assertEquals(before, drawn(), "analysis plays no move");
        browser.findElement(By.id("engine")).click();
        wait.until(driver -> drawn() > before && status().equals("Your move (A)") || status().startsWith("Game over"));
        for (int move = 0; !status().startsWith("Game over"); move++) {
            int segments = drawn();
            firstFreeSegment().click();
            wait.until(driver -> drawn() > segments && (status().equals("Your move (A)") || status().startsWith("Game over")));
            assertTrue(move < 18, "the game did not end");
            assertEquals("", browser.findElement(By.id("error")).getText());
        }
        screenshot("game-over");
        assertEquals(18, drawn());
        assertTrue(Pattern.matches("Game over: [AB] wins \\d–\\d", status()), status());
        assertTrue(Pattern.matches("A (\\d) · B (\\d) of 9 triangles", score()), score());
        String[] counts = score().replaceAll("[^0-9 ]", "").trim().split("\\s+");
        assertEquals(9, Integer.parseInt(counts[0]) + Integer.parseInt(counts[1]), score());
        assertEquals(9, browser.findElements(By.cssSelector("#board .triangle.a, #board .triangle.b")).size());
    }

    @Test
    void aTwoFourGameIsPlayedByClickingPilesWithTheEngineAnswering() throws Exception {
        browser.get(web.base + "twofour.html");
        wait.until(ExpectedConditions.textToBe(By.id("status"), "Your move (player 1)"));
        browser.findElement(By.id("start")).sendKeys("4 4 0 0 3 1 2 2");
        newGameWithAlphabeta("Your move (player 1)");
        assertEquals("player 1 1 · player 2 1 piles of two owned", score());
        assertEquals(List.of(4, 4, 0, 0, 3, 1, 2, 2), balls());
        browser.findElement(By.id("pile-1")).click();
        wait.until(driver -> browser.findElements(By.cssSelector("#board .pile.target")).size() == 5);
        browser.findElement(By.id("pile-3")).click();
        apiWait.until(driver -> moves() == 2 && status().equals("Your move (player 1)"));
        assertEquals(16, balls().stream().mapToInt(Integer::intValue).sum());
        assertTrue(balls().get(2) >= 1, balls().toString());
        browser.findElement(By.id("analyse")).click();
        wait.until(ExpectedConditions.textMatches(By.id("thinking"), Pattern.compile("^alphabeta: \\d+>\\d+ ")));
        browser.findElement(By.id("engine")).click();
        apiWait.until(driver -> moves() >= 4 && status().equals("Your move (player 1)") || status().startsWith("Game over"));
        for (int move = 0; !status().startsWith("Game over"); move++) {
            int played = moves();
            List<Integer> balls = balls();
            int from = balls.indexOf(balls.stream().max(Integer::compare).orElseThrow());
            int to = balls.indexOf(balls.stream().min(Integer::compare).orElseThrow());
            browser.findElement(By.id("pile-" + (from + 1))).click();
            browser.findElement(By.id("pile-" + (to + 1))).click();
            apiWait.until(driver -> moves() > played && (status().equals("Your move (player 1)") || status().startsWith("Game over")));
            assertTrue(move < 16, "the game did not end");
            assertEquals("", browser.findElement(By.id("error")).getText());
        }
        screenshot("game-over");
        assertEquals(List.of(2, 2, 2, 2, 2, 2, 2, 2), balls());
        assertTrue(Pattern.matches("Game over: (player [12] wins|a draw) \\d–\\d", status()), status());
        String[] counts = score().replaceAll("player [12] ", "").replaceAll("[^0-9 ]", "").trim().split("\\s+");
        assertEquals(8, Integer.parseInt(counts[0]) + Integer.parseInt(counts[1]), score());
    }

    @Test
    void aJunqiGameIsWatchedFromTheRefereesViewWithASeatPlayedByClicking() throws Exception {
        browser.get(web.base + "junqi.html");
        wait.until(ExpectedConditions.textToBe(By.id("status"), "Your move (South (0))"));
        setTime("200");
        String first = browser.getCurrentUrl();
        browser.findElement(By.id("new")).click();
        wait.until(driver -> !driver.getCurrentUrl().equals(first));
        wait.until(ExpectedConditions.textToBe(By.id("status"), "Your move (South (0))"));
        assertEquals(100, browser.findElements(By.cssSelector("#board .piece")).size());
        assertEquals("E", browser.findElement(By.cssSelector("#c-7-11 .rank")).getText());
        browser.findElement(By.id("c-7-11")).click();
        wait.until(driver -> browser.findElement(By.id("c-7-11")).getAttribute("class").contains("selected"));
        browser.findElement(By.id("c-7-12")).click();
        apiWait.until(driver -> moves() >= 4 && status().equals("Your move (South (0))"));
        assertEquals("E", browser.findElement(By.cssSelector("#c-7-12 .piece.seat-0 + .rank")).getText());
        new Select(browser.findElement(By.id("human"))).selectByValue("");
        apiWait.until(driver -> moves() >= 12);
        new Select(browser.findElement(By.id("human"))).selectByValue("0");
        wait.until(driver -> status().equals("Your move (South (0))") || status().startsWith("Game over"));
        screenshot("watched");
        assertEquals("", browser.findElement(By.id("error")).getText());
        assertTrue(Pattern.matches("(?s)^determinize: \\d+,\\d+ \\d+,\\d+ .*", browser.findElement(By.id("thinking")).getText()),
                browser.findElement(By.id("thinking")).getText());
        int played = moves();
        browser.findElement(By.id("undo")).click();
        apiWait.until(driver -> moves() == played - 1);
        seenFromASeat();
    }

    /**
     * The Junqi page switched to South's view: as many pieces as the referee's; South's and North's (its visible
     * partner's) with their ranks, every hidden one East's or West's, its most likely rank marked '?' and the ranks
     * it may have with their chances in its tooltip; back to the referee's view, no piece hidden.
     */
    @SuppressWarnings("unchecked")
    private void seenFromASeat() throws IOException {
        int pieces = browser.findElements(By.cssSelector("#board .piece")).size();
        new Select(browser.findElement(By.id("viewer"))).selectByValue("0");
        wait.until(driver -> !driver.findElements(By.cssSelector("#board .rank.guess")).isEmpty());
        screenshot("seat-view");
        assertEquals("", browser.findElement(By.id("error")).getText());
        assertEquals(pieces, browser.findElements(By.cssSelector("#board .piece")).size());
        assertEquals(List.of(), browser.findElements(By.cssSelector("#board .piece.seat-0.hidden, #board .piece.seat-2.hidden")));
        List<String> hidden = (List<String>) browser.executeScript("return [...document.querySelectorAll('#board .cell')]"
                + ".filter(cell => cell.querySelector('.rank.guess')).map(cell => cell.querySelector('.piece').getAttribute('class')"
                + " + ' | ' + cell.querySelector('.rank').textContent + ' | ' + cell.querySelector('title').textContent)");
        assertTrue(hidden.size() > 10, hidden.toString());
        for (String piece : hidden) {
            assertTrue(Pattern.matches("piece seat-[13]( moved)? hidden \\| (40|39|38|37|36|35|34|33|E|B|M|F)\\? \\| "
                    + "(East|West)'s hidden piece at \\d+,\\d+, possibly: \\S+ [0-9.]+%(, \\S+ [0-9.]+%)+", piece), piece);
        }
        new Select(browser.findElement(By.id("viewer"))).selectByValue("");
        wait.until(driver -> driver.findElements(By.cssSelector("#board .rank.guess")).isEmpty());
        assertEquals(pieces, browser.findElements(By.cssSelector("#board .piece")).size());
    }

    /** @return how many segments the Triangle War board shows drawn */
    private int drawn() {
        return browser.findElements(By.cssSelector("#board .segment:not(.free)")).size();
    }

    /** The human's play: the first free segment, from the top. */
    private WebElement firstFreeSegment() {
        return browser.findElements(By.cssSelector("#board .segment.free")).get(0);
    }

    /** @return the balls in each TwoFour pile, from the first */
    private List<Integer> balls() {
        return browser.findElements(By.cssSelector("#board .pile")).stream()
                .map(pile -> pile.findElements(By.cssSelector(".ball")).size()).toList();
    }

    /** @return the id of the page's session, from the page's address */
    private String sessionId() {
        return browser.getCurrentUrl().substring(browser.getCurrentUrl().indexOf('#') + 1);
    }

    /** @return how many moves the session of the page has played, asked of the API by the id in the page's address */
    private int moves() {
        return session().getAsJsonArray("moves").size();
    }

    /**
     * @return the session of the page as the API tells it, by the id in the page's address (the page learns that
     *         a search has ended from an event that may come before the session is free for the next one)
     */
    private JsonObject session() {
        try {
            HttpResponse<String> reply = web.get("api/sessions/" + sessionId());
            if (reply.statusCode() != 200) {
                throw new IllegalStateException("the API answered " + reply.statusCode() + ": " + reply.body());
            }
            return JsonParser.parseString(reply.body()).getAsJsonObject();
        } catch (IOException | InterruptedException unanswered) {
            throw new IllegalStateException(unanswered);
        }
    }

    private String score() {
        return browser.findElement(By.id("score")).getText();
    }

    @Test
    void aKlotskiSolutionIsSteppedThroughInBothMetrics() throws Exception {
        browser.get(web.base + "klotski.html");
        wait.until(ExpectedConditions.textToBe(By.id("progress"), "Move 0 of 116 moves (step)"));
        String start = "ACCB/ACCB/DEEF/DGHF/I..J";
        assertEquals(start, text("now"));
        new Select(browser.findElement(By.id("named"))).selectByValue("峰回路转");
        wait.until(ExpectedConditions.textToBe(By.id("progress"), "Move 0 of 179 moves (step)"));
        assertEquals("ABDE/CCFE/CCFG/.HHG/.IJJ", text("now"));
        new Select(browser.findElement(By.id("metric"))).selectByValue("piece");
        wait.until(ExpectedConditions.textToBe(By.id("progress"), "Move 0 of 138 moves (piece)"));
        String first = text("now");
        List<String> moves = browser.findElements(By.cssSelector("#moves li")).stream().map(WebElement::getText).toList();
        assertEquals(138, moves.size());
        for (int move = 1; move <= 3; move++) {
            browser.findElement(By.id("next")).click();
            wait.until(ExpectedConditions.textToBe(By.id("progress"), "Move " + move + " of 138 moves (piece)"));
        }
        String third = text("now");
        assertTrue(!third.equals(first), "the board did not change: " + third);
        String piece = moves.get(2).substring(0, 1);
        assertTrue(browser.findElement(By.id("piece-" + piece)).getAttribute("style").contains("translate("));
        assertEquals("Move 3 of 138 moves (piece)", text("progress"));
        wait.until(ExpectedConditions.textMatches(By.id("census-status"), Pattern.compile("^363,480 legal layouts")));
        screenshot("stepped");
        browser.findElement(By.id("back")).click();
        wait.until(ExpectedConditions.textToBe(By.id("progress"), "Move 2 of 138 moves (piece)"));
        browser.findElement(By.id("first")).click();
        assertEquals(first, text("now"));
        assertEquals(6, browser.findElements(By.cssSelector("#census tbody tr")).size());
        browser.executeScript("document.getElementById('census-section').scrollIntoView()");
        screenshot("census");
        assertEquals(6 * 2 + 2, browser.findElements(By.cssSelector("#chart-hardest rect.s0, #chart-hardest rect.s1")).size(),
                "two bars a group, and the legend's two");

        WebElement layout = browser.findElement(By.id("layout"));
        layout.clear();
        layout.sendKeys("ACCB/ACCB/DEEF/DGHF/I.J\n");
        wait.until(ExpectedConditions.textToBe(By.id("error"),
                "klotski: layout 'ACCB/ACCB/DEEF/DGHF/I.J': row 5 'I.J' has 3 cells, expected 4"));
        assertEquals(first, text("now"));
        screenshot("refused");
    }

    @Test
    void aMatchIsWatchedMoveByMoveStoppedAndResumed() throws Exception {
        browser.get(web.base + "match.html");
        wait.until(driver -> !new Select(browser.findElement(By.id("game"))).getOptions().isEmpty());
        new Select(browser.findElement(By.id("game"))).selectByValue("gomoku");
        WebElement time = browser.findElement(By.id("time"));
        time.clear();
        time.sendKeys("150");
        browser.findElement(By.id("start")).click();
        wait.until(driver -> driver.getCurrentUrl().contains("#"));
        wait.until(driver -> driver.findElements(By.cssSelector("#moves li")).size() >= 6
                && driver.findElements(By.cssSelector("#board .pt.stone")).size() >= 6);
        assertEquals(15 * 15, browser.findElements(By.cssSelector("#board .pt")).size());
        assertTrue(text("title").startsWith("gomoku: A (strategy=alphabeta) against B (strategy=mcts)"), text("title"));
        assertTrue(text("status").startsWith("running"), text("status"));
        assertTrue(text("game-title").matches("Game 1: A plays first|Game 2: A plays second"), text("game-title"));
        screenshot("watching");
        browser.findElement(By.id("stop")).click();
        wait.until(driver -> text("status").startsWith("stopped"));
        int moves = browser.findElements(By.cssSelector("#moves li")).size();
        assertTrue(browser.findElement(By.id("stop")).getAttribute("disabled") != null);
        browser.findElement(By.id("resume")).click();
        wait.until(driver -> driver.findElements(By.cssSelector("#moves li")).size() > moves
                || !driver.findElements(By.cssSelector("#results li")).isEmpty());
        wait.until(driver -> !driver.findElements(By.cssSelector("#results li")).isEmpty());
        assertTrue(text("score").matches("A \\d wins, \\d draws, \\d losses · score [01]\\.\\d{3} · Elo .+"), text("score"));
        assertTrue(text("results").lines().findFirst().orElseThrow().matches("A (win|draw|loss) \\(\\w+\\), A first"),
                text("results"));
        assertEquals(1, browser.findElements(By.cssSelector("#matches tbody tr")).size());
        screenshot("a-game-played");
        browser.findElement(By.id("stop")).click();
        wait.until(driver -> text("status").startsWith("stopped"));
        assertEquals("", text("error"));
    }

    @Test
    void theMatchPageDrawsTheBoardOfEveryGameThatHasOne() throws Exception {
        browser.get(web.base + "match.html");
        wait.until(driver -> !new Select(browser.findElement(By.id("game"))).getOptions().isEmpty());
        startMatch("trianglewar", "", "");
        // One wait for both: a game that ends between two look-ups leaves the next game's empty board.
        wait.until(driver -> driver.findElements(By.cssSelector("#board .segment:not(.free)")).size() >= 3
                && driver.findElements(By.cssSelector("#board .segment.last")).size() == 1);
        assertEquals(18, browser.findElements(By.cssSelector("#board .segment")).size());
        screenshot("trianglewar");
        stopIfRunning();
        startMatch("twofour", "", "4 0 4 0 4 0 4 0 4 0 3 1 3 1 3 1 2b 2a 2b 2a/1");
        wait.until(driver -> !driver.findElements(By.cssSelector("#board .arrow.last")).isEmpty());
        assertEquals(20, browser.findElements(By.cssSelector("#board .pile")).size());
        screenshot("twofour");
        stopIfRunning();
        startMatch("gomoku", "size=9 rule=standard", "4,4 5,5");
        wait.until(driver -> driver.findElements(By.cssSelector("#board .pt.stone")).size() >= 4);
        assertEquals(9 * 9, browser.findElements(By.cssSelector("#board .pt")).size(), "the variant's board");
        assertTrue(classOf("p-4-4").contains("black"), "the opening's first stone");
        screenshot("gomoku-9x9");
        stopIfRunning();
        assertEquals("", text("error"));
    }

    /**
     * @return the class of the element with the id, read again where the page redrew the element between
     *         finding and reading it (a running match redraws its board with every move)
     */
    private String classOf(String id) {
        return new WebDriverWait(browser, PATIENCE, POLLING).ignoring(StaleElementReferenceException.class)
                .until(driver -> driver.findElement(By.id(id)).getAttribute("class"));
    }

    /** Stops the match watched, unless it has finished already. */
    private void stopIfRunning() {
        if (browser.findElement(By.id("stop")).getAttribute("disabled") == null) {
            browser.findElement(By.id("stop")).click();
            wait.until(driver -> !text("status").startsWith("running"));
        }
    }

    /** Starts a match of 20 games from the match page: that game, variant and opening, alphabeta against mcts. */
    private void startMatch(String game, String variant, String opening) {
        String watched = browser.getCurrentUrl();
        new Select(browser.findElement(By.id("game"))).selectByValue(game);
        for (String[] field : new String[][] {{"variant", variant}, {"openings", opening}, {"games", "20"}}) {
            WebElement input = browser.findElement(By.id(field[0]));
            input.clear();
            input.sendKeys(field[1]);
        }
        browser.findElement(By.id("start")).click();
        wait.until(driver -> driver.getCurrentUrl().contains("#") && !driver.getCurrentUrl().equals(watched));
        wait.until(driver -> text("status").startsWith("running") || text("status").startsWith("finished"));
    }

    private String text(String id) {
        return browser.findElement(By.id(id)).getText();
    }

    /** @return the strategies the Gomoku page offers, read at once (it replaces them as services come and go) */
    @SuppressWarnings("unchecked")
    private List<String> strategyChoices() {
        return (List<String>) browser.executeScript(
                "return [...document.getElementById('strategy').options].map(option => option.value)");
    }

    /** @return the strategies the panel lists, read at once (the panel replaces its rows as events come) */
    @SuppressWarnings("unchecked")
    private List<String> ids() {
        return (List<String>) browser.executeScript(
                "return [...document.querySelectorAll('#strategies tbody tr td:first-child')].map(td => td.textContent)");
    }

    /** Chooses alphabeta at 200 ms a move, starts a new game and waits for its session and the status given. */
    private void newGameWithAlphabeta(String status) {
        new Select(browser.findElement(By.id("strategy"))).selectByValue("alphabeta");
        setTime("200");
        String first = browser.getCurrentUrl();
        browser.findElement(By.id("new")).click();
        wait.until(driver -> !driver.getCurrentUrl().equals(first));
        wait.until(ExpectedConditions.textToBe(By.id("status"), status));
    }

    private void setTime(String millis) {
        WebElement time = browser.findElement(By.id("time"));
        time.clear();
        time.sendKeys(millis);
    }

    private String status() {
        return browser.findElement(By.id("status")).getText();
    }

    private int stones() {
        return browser.findElements(By.cssSelector("#board .stone")).size();
    }

    /** The human's play: the first empty point from the top left, row by row, which loses soon. */
    private WebElement firstEmptyPoint() {
        return browser.findElements(By.cssSelector("#board .pt:not(.stone)")).get(0);
    }

    private void screenshot(String name) throws IOException {
        Files.createDirectories(SCREENSHOTS);
        Files.copy(browser.getScreenshotAs(OutputType.FILE).toPath(), SCREENSHOTS.resolve(test + "-" + name + ".png"),
                StandardCopyOption.REPLACE_EXISTING);
    }
}
