import { describe, expect, it } from "vitest";
import { filterQuery, parseFilter, storeFilter } from "./filters";

describe("parseFilter", () => {
  it("reads every filter from a query string", () => {
    const f = parseFilter(
      new URLSearchParams(
        "status=qualified&type=lead&interest=IT+Training&source=google&campaign=diwali-ccna&from=2026-11-01&to=2026-11-30&q=+ccna+&page=3",
      ),
    );
    expect(f).toEqual({
      status: "qualified",
      type: "lead",
      interest: "IT Training",
      source: "google",
      campaign: "diwali-ccna",
      from: "2026-11-01",
      to: "2026-11-30",
      q: "ccna",
      page: 3,
    });
  });

  it("ignores unknown or malformed values instead of failing", () => {
    expect(
      parseFilter({
        status: "archived",
        type: "spam",
        interest: "Cooking",
        from: "01/11/2026",
        to: "2026-13-45",
        q: "   ",
        source: "",
        page: "-2",
      }),
    ).toEqual({
      status: undefined,
      type: undefined,
      interest: undefined,
      source: undefined,
      campaign: undefined,
      from: undefined,
      to: undefined,
      q: undefined,
      page: 1,
    });
    expect(parseFilter({ page: "abc" }).page).toBe(1);
    expect(parseFilter({ page: "999999999" }).page).toBe(100_000);
    expect(parseFilter({ q: "x".repeat(500) }).q).toHaveLength(200);
    expect(parseFilter({ status: "spam" }).status).toBe("spam");
  });
});

describe("storeFilter", () => {
  it("maps the query names to the store's and turns IST days into instants", () => {
    expect(
      storeFilter(
        parseFilter({
          status: "new",
          type: "enquiry",
          interest: "AI Solutions",
          source: "linkedin.com",
          campaign: "q4",
          from: "2026-11-01",
          to: "2026-11-30",
          q: "rag",
        }),
      ),
    ).toEqual({
      kind: "enquiry",
      status: "new",
      interestType: "AI Solutions",
      trafficSource: "linkedin.com",
      utmCampaign: "q4",
      from: "2026-11-01T00:00:00.000+05:30",
      to: "2026-11-30T23:59:59.999+05:30",
      q: "rag",
    });
  });

  it("reads a report figure's filters, and ignores values it does not know", () => {
    expect(
      storeFilter(parseFilter({ origin: "campaign", course: "CCNA", reached: "qualified", released: "1" })),
    ).toEqual({ origin: "campaign", course: "CCNA", reached: "qualified", released: true });
    expect(storeFilter(parseFilter({ origin: "tv", reached: "lost", released: "yes" }))).toEqual({});
    expect(
      filterQuery(parseFilter({ origin: "direct", reached: "won", released: "1", page: "1" }), { page: 2 }),
    ).toBe("?origin=direct&reached=won&released=1&page=2");
  });

  it("reads who answered, office hours and bookings, with the content's office hours", () => {
    const officeHours = { days: [1, 2, 3, 4, 5], open: 600, close: 1080 };
    const query = {
      answered: "asha@arivu.test",
      hours: "outside",
      paid: "1",
      booked: "ccna",
      seat: "ccna-x",
    };
    expect(storeFilter(parseFilter(query), { officeHours })).toEqual({
      answeredBy: "asha@arivu.test",
      arrived: { inside: false, hours: officeHours },
      paid: true,
      bookedCourse: "ccna",
      seatIn: "ccna-x",
    });
    expect(filterQuery(parseFilter(query))).toBe(
      "?answered=asha%40arivu.test&hours=outside&paid=1&booked=ccna&seat=ccna-x",
    );
    expect(storeFilter(parseFilter({ hours: "night", paid: "yes" }))).toEqual({});
  });

  it("asks for every status but spam when none is chosen", () => {
    expect(storeFilter(parseFilter({})).status).toBeUndefined();
  });
});

describe("filterQuery", () => {
  const f = parseFilter({ status: "new", source: "google", q: "ccna exam", page: "2" });

  it("keeps the filters and the page in the URL", () => {
    expect(filterQuery(f)).toBe("?status=new&source=google&q=ccna+exam&page=2");
    expect(filterQuery(parseFilter({}))).toBe("");
  });

  it("changes one filter and goes back to page 1", () => {
    expect(filterQuery(f, { status: "spam" })).toBe("?status=spam&source=google&q=ccna+exam");
    expect(filterQuery(f, { source: undefined })).toBe("?status=new&q=ccna+exam");
  });

  it("changes or drops only the page", () => {
    expect(filterQuery(f, { page: 3 })).toBe("?status=new&source=google&q=ccna+exam&page=3");
    expect(filterQuery(f, { page: undefined })).toBe("?status=new&source=google&q=ccna+exam");
  });
});

describe("the working views", () => {
  it("reads the view and the sort; a status means the All view; Today's follow-ups are due by the end of the IST day", () => {
    const f = parseFilter(new URLSearchParams("view=today&sort=follow-up"));
    expect([f.view, f.sort]).toEqual(["today", "follow-up"]);
    // 20:00 UTC on 20 Nov is 01:30 IST on 21 Nov: today ends at 21 Nov 23:59:59.999 IST.
    const now = new Date("2026-11-20T20:00:00.000Z");
    expect(storeFilter(f, { me: "u1", now })).toMatchObject({
      view: "today",
      me: "u1",
      dueBy: "2026-11-21T18:29:59.999Z",
      sort: "follow-up",
    });
    expect(
      storeFilter(parseFilter({ view: "today", status: "won" }), { me: "u1", now }).view,
    ).toBeUndefined();
    expect(parseFilter({ view: "later", sort: "received" })).toMatchObject({
      view: undefined,
      sort: undefined,
    });
    expect(filterQuery(f, { view: "mine" })).toBe("?view=mine&sort=follow-up");
  });
});
