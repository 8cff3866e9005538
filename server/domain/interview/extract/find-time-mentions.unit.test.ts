import { describe, expect, it } from "vitest";
import { findTimeMentions, type TimeContext } from "./find-time-mentions.ts";
import { easterSunday } from "./holidays.ts";

const ctx: TimeContext = { today: { year: 2025 } };
const dated = (text: string, c: TimeContext = ctx) =>
  findTimeMentions(text, c).map((m) => [m.text, m.year, m.month, m.day]);

describe("time mentions", () => {
  it("reads calendar dates with chrono, keeping only what is stated", () => {
    expect(dated("She was born on 14 June 1982 in Leeds.")).toEqual([
      ["14 June 1982", 1982, 6, 14],
    ]);
    expect(dated("In March 1991 I left.")).toEqual([["March 1991", 1991, 3, null]]);
    expect(dated("We met on July 4th, 1990.")).toEqual([["July 4th, 1990", 1990, 7, 4]]);
    // A month name without a year is kept to refine a dated moment; "march" the verb is not.
    expect(dated("In March we moved.")).toEqual([["March", null, 3, null]]);
    expect(dated("We march on, and I got 8/10 on the test.")).toEqual([]);
  });

  it("never reads today into a memory: no 'tonight', 'next year' or weekday alone", () => {
    expect(
      dated("That morning, on a Tuesday, we left at seven. The next morning it rained."),
    ).toEqual([]);
  });

  it("reads years, short years, spoken years, seasons and decades", () => {
    expect(dated("In 1998 we moved.")).toEqual([["1998", 1998, null, null]]);
    expect(dated("the summer of 1976")).toEqual([["the summer of 1976", 1976, null, null]]);
    expect(dated("back in '85")).toEqual([["'85", 1985, null, null]]);
    expect(dated("in '05 we went back")).toEqual([["'05", 2005, null, null]]);
    expect(dated("It was nineteen seventy-two.")).toEqual([
      ["nineteen seventy-two", 1972, null, null],
    ]);
    expect(dated("in the eighties")).toEqual([["the eighties", 1980, null, null]]);
    expect(dated("the late seventies")).toEqual([["the late seventies", 1978, null, null]]);
    expect(dated("in the 1960s and the '90s")).toEqual([
      ["the 1960s", 1960, null, null],
      ["the '90s", 1990, null, null],
    ]);
  });

  it("does not take a count, a price, a room or a future year for a year", () => {
    expect(dated("There were 1500 people and it cost £1995.")).toEqual([]);
    expect(dated("She was in room 1920 on the ward.")).toEqual([]);
    expect(dated("We paid two thousand pounds.")).toEqual([]);
    expect(dated("By 2040 I hope to be retired.")).toEqual([]);
  });

  it("gives holidays their day, Easter and Thanksgiving by the year", () => {
    expect(dated("Christmas Eve 1999")).toEqual([["Christmas Eve 1999", 1999, 12, 24]]);
    expect(dated("New Year's Eve 1979")).toEqual([["New Year's Eve 1979", 1979, 12, 31]]);
    expect(dated("Easter 1982")).toEqual([["Easter 1982", 1982, 4, 11]]);
    expect(dated("Thanksgiving 2001")).toEqual([["Thanksgiving 2001", 2001, 11, 22]]);
    expect(dated("That Christmas we had nothing.")).toEqual([["That Christmas", null, 12, 25]]);
    expect(dated("Every Christmas we went to Nan's.")).toEqual([]);
    expect(easterSunday(2024)).toEqual({ month: 3, day: 31 });
  });

  it("turns an age into a year with the birth year, and into none without it", () => {
    const born = { ...ctx, birthYear: 1950 };
    expect(dated("when I was seven", born)).toEqual([["when I was seven", 1957, null, null]]);
    expect(dated("when I was seven")).toEqual([["when I was seven", null, null, null]]);
    expect(dated("I must have been about 5.", born)).toEqual([
      ["I must have been about 5", 1955, null, null],
    ]);
    expect(dated("aged 12", born)).toEqual([["aged 12", 1962, null, null]]);
    expect(dated("at the age of sixteen", born)).toEqual([
      ["the age of sixteen", 1966, null, null],
    ]);
    expect(dated("on my eighteenth birthday", born)).toEqual([
      ["my eighteenth birthday", 1968, null, null],
    ]);
    expect(dated("in my twenties", born)).toEqual([["my twenties", 1970, null, null]]);
    expect(dated("the summer before university", born)).toEqual([
      ["the summer before university", 1968, null, null],
    ]);
    expect(dated("my first day at school", born)).toEqual([
      ["my first day at school", 1955, null, null],
    ]);
  });

  it("does not read a measure as an age", () => {
    const born = { ...ctx, birthYear: 1950 };
    expect(dated("I was ten minutes late and I was two years older than him.", born)).toEqual([]);
  });

  it("reads 'years ago' and 'last year' only with the year of answering", () => {
    expect(dated("Two years ago I went back.")).toEqual([["Two years ago", 2023, null, null]]);
    expect(dated("Last year I retired.")).toEqual([["Last year", 2024, null, null]]);
    expect(dated("Two years ago I went back.", {})).toEqual([]);
  });

  it("marks jumps forward with their years when stated", () => {
    const jumps = findTimeMentions(
      "Years later I went back. Two years later, again. The following year too. For months on end nothing.",
      ctx,
    ).map((m) => [m.text, m.jump?.years]);
    expect(jumps).toEqual([
      ["Years later", null],
      ["Two years later", 2],
      ["The following year", 1],
    ]);
  });
});
